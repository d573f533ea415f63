--TEST--
bin/attrsyntax-convert --gates: every version gate under a directory, whether it opens and why, under the attrsyntax.gates given
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc';
if (!is_readable('/proc/self/maps')) die('skip needs /proc/self/maps to find the loaded attrsyntax.so');
if (!function_exists('proc_open')) die('skip proc_open');
?>
--FILE--
<?php
/* the child PHP loads the same attrsyntax.so as this process */
preg_match('#\S+/attrsyntax\.so#', file_get_contents('/proc/self/maps'), $m);
$so = $m[0];
$dir = sys_get_temp_dir() . '/attrsyntax_gates_004_' . getmypid();
@mkdir("$dir/lib", 0777, true);
file_put_contents("$dir/lib/Reader.php", "<?php\nnamespace Lib;\nclass Reader {\n  function r(\\ReflectionClass \$c) {\n"
    . "    return \\PHP_VERSION_ID >= 80000 ? \$c->getAttributes() : [];\n  }\n}\n");
file_put_contents("$dir/lib/Driver.php", "<?php\nnamespace Lib\\Driver;\nclass Driver {\n  function __construct() {\n"
    . "    if (PHP_VERSION_ID < 80000) { throw new \\LogicException(); }\n    if (PHP_VERSION_ID >= 80100) {}\n  }\n}\n");
$run = function (string $gates) use ($so, $dir) {
    $cmd = [PHP_BINARY, '-n', '-d', "extension=$so", '-d', "attrsyntax.gates=$gates",
        dirname(__DIR__, 2) . '/bin/attrsyntax-convert', '--gates', $dir];
    $p = proc_open(implode(' ', array_map('escapeshellarg', $cmd)), [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
    $out = stream_get_contents($pipes[1]) . stream_get_contents($pipes[2]);
    $rc = proc_close($p);
    $lines = explode("\n", trim(str_replace($dir, 'DIR', $out)));
    $last = array_pop($lines);
    sort($lines);
    echo implode("\n", $lines), "\n", $last, "\n[exit $rc]\n";
};
$run('auto');
$run('auto Lib\Driver');
$run('off');
foreach (['lib/Reader.php', 'lib/Driver.php'] as $f) {
    unlink("$dir/$f");
}
rmdir("$dir/lib");
rmdir($dir);
?>
--EXPECT--
DIR/lib/Driver.php:5: stays PHP_VERSION_ID < 80000 (the file reads no attributes)
DIR/lib/Driver.php:6: stays PHP_VERSION_ID >= 80100 (asks for another version than 8.0)
DIR/lib/Reader.php:5: opens \PHP_VERSION_ID >= 80000 (calls getAttributes())
3 gates: 1 open, 2 stay closed
[exit 0]
DIR/lib/Driver.php:5: opens PHP_VERSION_ID < 80000 (is listed in attrsyntax.gates)
DIR/lib/Driver.php:6: stays PHP_VERSION_ID >= 80100 (asks for another version than 8.0)
DIR/lib/Reader.php:5: opens \PHP_VERSION_ID >= 80000 (calls getAttributes())
3 gates: 2 open, 1 stay closed
[exit 0]
DIR/lib/Driver.php:5: stays PHP_VERSION_ID < 80000 (attrsyntax.gates is off)
DIR/lib/Driver.php:6: stays PHP_VERSION_ID >= 80100 (asks for another version than 8.0)
DIR/lib/Reader.php:5: stays \PHP_VERSION_ID >= 80000 (attrsyntax.gates is off)
3 gates: 0 open, 3 stay closed
[exit 0]
