--TEST--
Lowering: named arguments work with the compiler's extended information (php -e, as debuggers and profilers compile)
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74();
if (!is_readable('/proc/self/maps')) die('skip needs /proc/self/maps'); ?>
--FILE--
<?php
preg_match('#\S+/attrsyntax\.so#', file_get_contents('/proc/self/maps'), $m);
$file = sys_get_temp_dir() . '/attrsyntax-lower-058-' . getmypid() . '.php';
file_put_contents($file, <<<'PHP'
<?php
function pair($a, $b = 'b', ...$rest) { return [$a, $b, $rest]; }
echo json_encode(pair(b: 2, a: 1)), json_encode(pair(1, x: 3)), "\n";
try { pair(b: 2); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
PHP);
foreach ([[], ['-e']] as $options) {
    $cmd = array_merge([PHP_BINARY], $options, ['-n', '-d', 'extension=' . $m[0], $file]);
    $process = proc_open(implode(' ', array_map('escapeshellarg', $cmd)), [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
    echo stream_get_contents($pipes[1]), stream_get_contents($pipes[2]);
    proc_close($process);
}
unlink($file);
?>
--EXPECT--
[1,2,[]][1,"b",{"x":3}]
pair(): Argument #1 ($a) not passed
[1,2,[]][1,"b",{"x":3}]
pair(): Argument #1 ($a) not passed
