<?php
// Loads the application's libraries: Debian 12's Symfony 5.4 and Doctrine ORM 2.14,
// unpacked by scripts/fetch-clients.sh; APP_LIBS names their directory (ROOT/usr/share/php),
// from the environment (php-fpm's pool sets it and APP_COLLECTIONS, the CLI scripts inherit
// them). The application's own classes are App\X in src/X.php.

$libs = getenv('APP_LIBS');
if (!is_string($libs) || !is_dir($libs)) {
	throw new RuntimeException('APP_LIBS must name the libraries\' directory (ROOT/usr/share/php of scripts/fetch-clients.sh)');
}
// Debian's autoloaders find each other by include_path (Doctrine) or relative paths (Symfony)
set_include_path($libs);
// APP_COLLECTIONS, when set, names a doctrine/collections 1.x (its lib/ directory), loaded
// ahead of Debian 12's 2.1, which is PHP 8.1 code (final class constants, which PHP 7.4 cannot
// parse) that Doctrine ORM 2.14's persisters load; ORM 2.14 takes either
$collections = getenv('APP_COLLECTIONS');
if (is_string($collections) && $collections !== '') {
	spl_autoload_register(static function (string $class) use ($collections): void {
		if (strncmp($class, 'Doctrine\\Common\\Collections\\', 28) === 0) {
			$file = $collections . '/' . str_replace('\\', '/', $class) . '.php';
			if (is_file($file)) {
				require $file;
			}
		}
	}, true, true);
}
foreach (['Php80', 'Php81', 'Iconv', 'Mbstring', 'Ctype', 'Intl/Normalizer', 'Intl/Grapheme'] as $polyfill) {
	require_once "$libs/Symfony/Polyfill/$polyfill/autoload.php";
}
foreach (['Symfony/Bundle/FrameworkBundle', 'Symfony/Component/Validator', 'Symfony/Component/Serializer',
	'Symfony/Component/PropertyAccess', 'Symfony/Component/PropertyInfo', 'Symfony/Component/Cache',
	'Doctrine/ORM'] as $package) {
	require_once "$libs/$package/autoload.php";
}
unset($libs, $collections, $polyfill, $package);

spl_autoload_register(static function (string $class): void {
	if (strncmp($class, 'App\\', 4) === 0) {
		$file = __DIR__ . '/src/' . str_replace('\\', '/', substr($class, 4)) . '.php';
		if (is_file($file)) {
			require $file;
		}
	}
});
