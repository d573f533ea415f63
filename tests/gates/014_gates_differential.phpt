--TEST--
Version gates: attrsyntax_find_gates()'s verdict is what the compiled code does, over generated snippets (tests/differential/gates.php)
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); attrsyntax_skip_under_valgrind();
if (!is_readable('/proc/self/maps')) die('skip needs /proc/self/maps to find the loaded attrsyntax.so');
if (!function_exists('proc_open')) die('skip proc_open');
if (!is_file(ini_get('extension_dir') . '/opcache.so')) die('skip needs opcache.so in extension_dir');
?>
--FILE--
<?php
preg_match('#\S+/attrsyntax\.so#', file_get_contents('/proc/self/maps'), $m);
foreach (['exact', 'all'] as $downgrade) {
    $cmd = [PHP_BINARY, '-n', '-d', "extension=$m[0]", '-d', 'extension_dir=' . ini_get('extension_dir'),
        '-d', "attrsyntax.downgrade=$downgrade", dirname(__DIR__) . '/differential/gates.php', '--snippets', '300'];
    $p = proc_open(implode(' ', array_map('escapeshellarg', $cmd)), [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
    $out = stream_get_contents($pipes[1]) . stream_get_contents($pipes[2]);
    $rc = proc_close($p);
    preg_match('/lines in agreement +(\d+)/', $out, $agree);
    preg_match('/lines in disagreement +(\d+)/', $out, $disagree);
    echo $downgrade, ': ', ($agree[1] ?? 0) > 300 ? 'many lines agree' : $out, ', ', $disagree[1] ?? $out, " disagree, exit $rc\n";
}
?>
--EXPECT--
exact: many lines agree, 0 disagree, exit 0
all: many lines agree, 0 disagree, exit 0
