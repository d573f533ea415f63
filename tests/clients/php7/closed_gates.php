<?php
// Gates of other PHP 8 features stay closed: Symfony code that compares PHP_VERSION_ID
// with 80000 for named arguments, DateInterval, chmod(), Unicode strings and class
// existence behaves on PHP 7.4 + attrsyntax exactly as on plain PHP 7.4. Run on 7.4 with
// and without attrsyntax; the outputs must be identical (scripts/test.sh). With attrsyntax
// loaded, attrsyntax_find_gates() also lists those files' gates as closed.

require __DIR__ . '/../inc/bootstrap.php';
foreach (['DependencyInjection', 'Serializer', 'Filesystem', 'String', 'Config'] as $component) {
	clients_use("Symfony/Component/$component");
}

use Symfony\Component\Config\Resource\ClassExistenceResource;
use Symfony\Component\DependencyInjection\Compiler\CheckArgumentsValidityPass;
use Symfony\Component\DependencyInjection\ContainerBuilder;
use Symfony\Component\Filesystem\Filesystem;
use Symfony\Component\Serializer\Normalizer\DateIntervalNormalizer;
use Symfony\Component\String\UnicodeString;

function attempt(string $what, callable $f): void
{
	try {
		$result = json_encode($f());
		echo $what, ': ', $result, "\n";
	} catch (\Throwable $e) {
		echo $what, ': ', get_class($e), ': ', $e->getMessage(), "\n";
	}
}

// named arguments after positional ones: allowed by the PHP 8 gate only
attempt('CheckArgumentsValidityPass', function () {
	$container = new ContainerBuilder();
	$container->register('s', \ArrayObject::class)->setArguments([0 => [], 'flags' => 0]);
	(new CheckArgumentsValidityPass())->process($container);
	return 'valid';
});
attempt('DateIntervalNormalizer', function () {
	$normalizer = new DateIntervalNormalizer();
	$interval = $normalizer->denormalize('P1Y2M3DT4H5M6S', \DateInterval::class);
	$weeks = $normalizer->denormalize('P2W', \DateInterval::class, null, [DateIntervalNormalizer::FORMAT_KEY => 'P%wW']);
	return [$normalizer->normalize($interval), $interval->y, $interval->s, $weeks->d];
});
attempt('Filesystem::chmod', function () {
	$file = tempnam(sys_get_temp_dir(), 'gates');
	(new Filesystem())->chmod($file, 0640);
	clearstatcache();
	$mode = fileperms($file) & 0777;
	unlink($file);
	return decoct($mode);
});
attempt('UnicodeString', function () {
	$s = new UnicodeString("e\u{301}t\u{e9} \u{1F600}");
	return [$s->length(), (string) $s->slice(-10, 2), (string) $s->splice('X', -10, 1), (string) $s->replace('t', 'T')];
});
attempt('ClassExistenceResource', function () {
	$resource = new ClassExistenceResource('App\\Does\\Not\\Exist', false);
	return [$resource->isFresh(time()), (string) $resource];
});
if (function_exists('attrsyntax_find_gates')) {
	foreach ([
		'DependencyInjection/Compiler/CheckArgumentsValidityPass.php', 'Serializer/Normalizer/DateIntervalNormalizer.php',
		'Filesystem/Filesystem.php', 'String/UnicodeString.php', 'Config/Resource/ClassExistenceResource.php',
	] as $file) {
		foreach (attrsyntax_find_gates(file_get_contents(CLIENTS_LIB . "/Symfony/Component/$file")) as $gate) {
			if ($gate['opens']) {
				echo "OPENED: $file:{$gate['line']} {$gate['code']}\n";
			}
		}
	}
}
