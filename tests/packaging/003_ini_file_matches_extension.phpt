--TEST--
Packaging: attrsyntax.ini lists every INI setting the extension registers, with its default, access level and a comment
--SKIPIF--
<?php
require __DIR__ . '/../skipif.inc';
if (!is_file(__DIR__ . '/../../attrsyntax.ini')) die('skip no attrsyntax.ini beside the tests (installed tests)');
?>
--FILE--
<?php
$file = __DIR__ . '/../../attrsyntax.ini';
$lines = file($file, FILE_IGNORE_NEW_LINES);
$ini = parse_ini_file($file, false, INI_SCANNER_RAW);
$real = ini_get_all('attrsyntax');
$problems = [];
var_dump(($ini['extension'] ?? null) === 'attrsyntax');
$settings = [];
foreach ($lines as $i => $line) {
    if (preg_match('/^(attrsyntax\.\w+) = (.*)$/', $line, $m)) {
        $comment = $lines[$i - 1] ?? '';
        if (strpos($comment, '; ') !== 0) {
            $problems[] = "$m[1] has no one-line comment above it";
        }
        $settings[$m[1]] = ['value' => $m[2], 'comment' => $comment];
    }
}
if (array_diff_key($ini, $settings, ['extension' => 1])) {
    $problems[] = 'lines the check does not read: ' . implode(', ', array_keys(array_diff_key($ini, $settings, ['extension' => 1])));
}
foreach ($real as $name => $r) {
    if (!isset($settings[$name])) {
        $problems[] = "$name is not in attrsyntax.ini";
        continue;
    }
    $s = $settings[$name];
    if ($s['value'] !== $r['global_value']) {
        $problems[] = "$name: attrsyntax.ini says '$s[value]', the default is '$r[global_value]'";
    }
    $level = strpos($s['comment'], '(any level)') !== false ? INI_ALL : (strpos($s['comment'], '(php.ini only)') !== false ? INI_SYSTEM : -1);
    if ($level !== $r['access']) {
        $problems[] = "$name: access $r[access], the comment says " . ($level < 0 ? 'neither (any level) nor (php.ini only)' : $level);
    }
}
foreach ($settings as $name => $s) {
    $only7 = strpos($s['comment'], '; PHP 7.x only') === 0;
    if (!isset($real[$name]) && !($only7 && PHP_VERSION_ID >= 80000)) {
        $problems[] = "attrsyntax.ini's $name is not registered";
    }
    if (isset($real[$name]) && $only7 && PHP_VERSION_ID >= 80000) {
        $problems[] = "$name is registered on PHP 8 too, the comment says PHP 7.x only";
    }
}
echo $problems ? 'FAILED: ' . implode("\nFAILED: ", $problems) . "\n" : count($real) . " settings, as registered\n";
?>
--EXPECTF--
bool(true)
%d settings, as registered
