<?php
// Shared bootstrap of the client scenarios (tests/clients/*.php): loads Debian's
// Symfony 5.4 / Doctrine ORM 2.14 packages, unpacked by scripts/fetch-clients.sh into the
// root named by the environment variable ATTRSYNTAX_CLIENTS (set by tests/clients/run.sh),
// their polyfills (PHP 7.4 needs polyfill-php80/81 for str_contains() etc.), and the
// scenarios' own classes: App\X\Y in inc/src/X/Y.php.
// Deprecations are not printed (they differ between PHP versions by design); any other
// error is printed on stdout with the paths replaced by placeholders.

error_reporting(E_ALL);

$clientsRoot = getenv('ATTRSYNTAX_CLIENTS');
if (!is_string($clientsRoot) || !is_dir($clientsRoot . '/usr/share/php')) {
	fwrite(STDERR, "ATTRSYNTAX_CLIENTS must name the root printed by scripts/fetch-clients.sh\n");
	exit(2);
}
define('CLIENTS_ROOT', rtrim($clientsRoot, '/'));
define('CLIENTS_LIB', CLIENTS_ROOT . '/usr/share/php');
// Debian's autoloaders find each other by include_path (Doctrine) or relative paths (Symfony)
set_include_path(CLIENTS_LIB);
// a temp dir of this side (the runner's), for caches
if (is_string(getenv('CLIENTS_TMP')) && getenv('CLIENTS_TMP') !== '') {
	define('CLIENTS_TMP', rtrim(getenv('CLIENTS_TMP'), '/'));
}

foreach (['Php80', 'Php81', 'Iconv', 'Mbstring', 'Ctype', 'Intl/Normalizer', 'Intl/Grapheme'] as $polyfill) {
	require_once CLIENTS_LIB . "/Symfony/Polyfill/$polyfill/autoload.php";
}
unset($clientsRoot, $polyfill);

// The PHP 7.4 builds the suite runs on have no ext/filter (configure --disable-all), which
// Symfony calls for booleans (Route's utf8 and stateless, ConfigCache with opcache on): a
// shim of FILTER_VALIDATE_BOOLEAN, only where filter_var() is missing. Any other filter
// fails loudly.
if (!function_exists('filter_var')) {
	define('FILTER_VALIDATE_BOOLEAN', 258);
	define('FILTER_VALIDATE_BOOL', 258);
	define('FILTER_NULL_ON_FAILURE', 134217728);
	function filter_var($value, int $filter = 516, $options = 0)
	{
		if ($filter !== FILTER_VALIDATE_BOOLEAN) {
			throw new LogicException("the test bootstrap's filter_var() knows FILTER_VALIDATE_BOOLEAN only, not $filter");
		}
		$flags = is_array($options) ? ($options['flags'] ?? 0) : $options;
		if (is_bool($value)) {
			return $value;
		}
		$text = strtolower(trim((string) $value));
		if (in_array($text, ['1', 'true', 'on', 'yes'], true)) {
			return true;
		}
		if (in_array($text, ['0', 'false', 'off', 'no', ''], true)) {
			return false;
		}
		return ($flags & FILTER_NULL_ON_FAILURE) ? null : false;
	}
}

spl_autoload_register(static function (string $class): void {
	if (strncmp($class, 'App\\', 4) === 0) {
		$file = __DIR__ . '/src/' . str_replace('\\', '/', substr($class, 4)) . '.php';
		if (is_file($file)) {
			require $file;
		}
	}
});

/** Loads the autoloaders of packages: clients_use('Symfony/Component/Validator', ...). */
function clients_use(string ...$packages): void
{
	foreach ($packages as $package) {
		require_once CLIENTS_LIB . "/$package/autoload.php";
	}
}

/** Replaces the packages' root, this directory and a temp dir by placeholders. */
function clients_paths(string $text): string
{
	$map = [CLIENTS_LIB => '%LIB%', CLIENTS_ROOT => '%ROOT%', dirname(__DIR__) => '%DIR%'];
	$real = realpath(dirname(__DIR__));
	if ($real !== false) {
		$map[$real] = '%DIR%';
	}
	if (defined('CLIENTS_TMP')) {
		$map[CLIENTS_TMP] = '%TMP%';
	}
	return strtr($text, $map);
}

set_error_handler(static function (int $type, string $message, string $file = '', int $line = 0): bool {
	if (!(error_reporting() & $type) || ($type & (E_DEPRECATED | E_USER_DEPRECATED))) {
		return true;
	}
	echo clients_paths("[php error $type] $message in $file:$line"), "\n";
	return true;
});

/**
 * Deterministic text of a value: the same on PHP 7.4 and 8.2 (no object ids, floats
 * with their shortest repr, objects as their class and properties), one line per leaf.
 * Arrays keep their order unless $sort (then by key, recursively).
 */
function show($value, bool $sort = false, string $indent = ''): string
{
	if (is_array($value)) {
		if ($value === []) {
			return '[]';
		}
		if ($sort) {
			ksort($value, SORT_STRING);
		}
		$out = "[\n";
		foreach ($value as $k => $v) {
			$out .= $indent . '  ' . (is_int($k) ? $k : "'$k'") . ' => ' . show($v, $sort, $indent . '  ') . "\n";
		}
		return $out . $indent . ']';
	}
	if (is_object($value)) {
		if ($value instanceof \Closure) {
			return 'Closure';
		}
		$props = [];
		foreach ((array) $value as $k => $v) {
			$k = (string) $k;
			if ($k !== '' && $k[0] === "\0") {
				$k = substr($k, strrpos($k, "\0") + 1);
			}
			$props[$k] = $v;
		}
		return get_class($value) . ' ' . show($props, true, $indent);
	}
	if (is_string($value)) {
		return "'" . clients_paths(addcslashes($value, "'\\\0..\37")) . "'";
	}
	if (is_float($value)) {
		return var_export($value, true);
	}
	return var_export($value, true) ?? 'NULL';
}

/** Prints a section heading. */
function section(string $title): void
{
	echo "\n== $title ==\n";
}
