--TEST--
Packaging: composer.json has what PIE's documentation for extension maintainers asks of it
--DESCRIPTION--
PIE (docs/extension-maintainers.md): "type" php-ext (or php-ext-zend), a vendor/package
name, php-ext.extension-name matching PIE's extension name pattern and without "ext-",
support-zts/support-nts booleans, configure-options of name, description and an optional
needs-value boolean, at most one of os-families and os-families-exclude, from the families
PIE knows. Also: the name follows Composer's pattern, no "version" (tags give it), the
configure options exist in config.m4, and NEWS and package.xml name the loaded version.
--SKIPIF--
<?php
require __DIR__ . '/../skipif.inc';
if (!is_file(__DIR__ . '/../../composer.json')) die('skip no composer.json beside the tests (installed tests)');
?>
--FILE--
<?php
$root = __DIR__ . '/../..';
$j = json_decode(file_get_contents("$root/composer.json"), true);
$problems = [];
$need = function ($ok, $what) use (&$problems) { if (!$ok) $problems[] = $what; };

$need(json_last_error() === JSON_ERROR_NONE, 'composer.json is valid JSON');
$need(in_array($j['type'] ?? null, ['php-ext', 'php-ext-zend'], true), 'type is php-ext or php-ext-zend');
$need(($j['type'] ?? null) === 'php-ext', 'type is php-ext (attrsyntax is a PHP module, not a Zend extension)');
$need(is_string($j['name'] ?? null) && preg_match('{^[a-z0-9]([_.-]?[a-z0-9]+)*/[a-z0-9](([_.]|-{1,2})?[a-z0-9]+)*$}', $j['name']), 'name is vendor/package');
$need(!isset($j['version']), 'no "version": Composer takes it from the tag');
$need(is_string($j['description'] ?? null) && $j['description'] !== '', 'a description');
$need(($j['license'] ?? null) === 'BSD-3-Clause', 'license BSD-3-Clause, as LICENSE and package.xml');
$need(($j['require']['php'] ?? null) === '>=7.4', 'require php >=7.4');
$need(version_compare(PHP_VERSION, '7.4.0', '>='), 'this PHP satisfies require php');
foreach (array_keys($j['require'] ?? []) as $dep) {
    $need($dep === 'php' || strpos($dep, 'ext-') === 0, "require $dep: PIE ignores PHP packages, only php and ext-* belong here");
}

$x = $j['php-ext'] ?? null;
$need(is_array($x), 'a php-ext section');
$x = is_array($x) ? $x : [];
$name = $x['extension-name'] ?? null;
$need(is_string($name) && preg_match('#^[A-Za-z][a-zA-Z0-9_]+$#', $name), "extension-name matches PIE's pattern");
$need(is_string($name) && strpos($name, 'ext-') !== 0, 'extension-name without ext-');
$need($name === 'attrsyntax' && extension_loaded($name), 'extension-name is the loaded module\'s name');
foreach (['support-zts', 'support-nts'] as $k) {
    $need(is_bool($x[$k] ?? null), "$k is a boolean");
}
$need(($x[PHP_ZTS ? 'support-zts' : 'support-nts'] ?? true) === true, 'this build\'s thread safety (' . (PHP_ZTS ? 'ZTS' : 'NTS') . ') is supported');
$config = file_get_contents("$root/config.m4");
$need(is_array($x['configure-options'] ?? null), 'configure-options is a list');
foreach ($x['configure-options'] ?? [] as $i => $o) {
    $need(is_string($o['name'] ?? null) && preg_match('/^(enable|with)-[a-z0-9-]+$/', $o['name']), "configure option $i has a name");
    $need(is_string($o['description'] ?? null) && $o['description'] !== '', "configure option $i has a description");
    $need(!isset($o['needs-value']) || is_bool($o['needs-value']), "configure option $i: needs-value is a boolean");
    $need(array_diff(array_keys($o), ['name', 'description', 'needs-value']) === [], "configure option $i has only name, description, needs-value");
    $need(strpos($config, '[--' . ($o['name'] ?? '?') . ']') !== false, "configure option --" . ($o['name'] ?? '?') . " is config.m4's");
}
$need(in_array('enable-attrsyntax', array_column($x['configure-options'] ?? [], 'name'), true), 'configure-options has enable-attrsyntax');
$need(!(isset($x['os-families']) && isset($x['os-families-exclude'])), 'at most one of os-families and os-families-exclude');
$families = ['windows', 'bsd', 'darwin', 'solaris', 'linux', 'unknown'];
foreach (['os-families', 'os-families-exclude'] as $k) {
    if (isset($x[$k])) {
        $need(is_array($x[$k]) && $x[$k] && !array_diff($x[$k], $families), "$k holds families PIE knows");
    }
}
$need(in_array('windows', $x['os-families-exclude'] ?? [], true), 'Windows excluded until DLLs are published');
$need(array_diff(array_keys($x), ['extension-name', 'priority', 'support-zts', 'support-nts', 'configure-options',
    'build-path', 'override-download-url-method', 'os-families', 'os-families-exclude']) === [], 'php-ext holds only keys PIE documents');

$version = phpversion('attrsyntax');
$need(strpos(file_get_contents("$root/NEWS"), "$version ") !== false, "NEWS has an entry for $version");
$need(strpos(file_get_contents("$root/package.xml"), "<release>$version</release>") !== false, "package.xml's release is $version");

echo $problems ? 'FAILED: ' . implode("\nFAILED: ", $problems) . "\n" : "composer.json: as PIE documents it\n";
?>
--EXPECT--
composer.json: as PIE documents it
