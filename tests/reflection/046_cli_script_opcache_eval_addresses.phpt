--TEST--
Reflection shim: the CLI's script (opened as a FILE *, code without a file) compiled by opcache to store: declarations of later eval()'d code keep their own attributes (opcache freed the script's first opcodes, and eval()'d constructors allocated at those addresses took the attributes bound to them)
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc';
attrsyntax_skip_unless_php74();
if (!is_readable('/proc/self/maps')) die('skip needs /proc/self/maps to find the loaded attrsyntax.so');
if (!function_exists('proc_open')) die('skip proc_open');
if (!is_file(ini_get('extension_dir') . '/opcache.so')) die('skip no opcache.so');
?>
--FILE--
<?php
preg_match('#\S+/attrsyntax\.so#', file_get_contents('/proc/self/maps'), $m);
$so = $m[0];
$script = sys_get_temp_dir() . '/attrsyntax_reflection_046_' . getmypid() . '.php';
file_put_contents($script, <<<'CHILD'
<?php
#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)]
class Tag { public function __construct(...$a) {} }
// functions and closures of this script, compiled by opcache to be stored
$helpers = [function ($a) { return $a + 1; }, function ($a, $b) { return [$a, $b]; }, fn($x) => $x * 2,
    function () { static $n = 0; return ++$n; }, function ($s) { return strtoupper($s) . '!'; }];
function helper_one($x) { return $x; }
function helper_two($x, $y = 2) { return $x . $y; }
$bad = 0;
for ($c = 0; $c < 80; $c++) {
    $params = [];
    for ($p = 0, $n = 1 + $c % 4; $p < $n; $p++) {
        $params[] = "#[Tag($c, $p)] \$p$p = " . ($p % 2 ? "'d'" : '[]');
    }
    $body = $c % 3 ? '' : ' $this->x = func_num_args(); ';
    eval("class P$c { public \$x; public function __construct(" . implode(', ', $params) . ") {{$body}} }");
}
for ($c = 0; $c < 80; $c++) {
    foreach ((new ReflectionMethod("P$c", '__construct'))->getParameters() as $p => $q) {
        $got = array_map(function ($a) { return $a->getArguments(); }, $q->getAttributes());
        if ($got !== [[$c, $p]]) {
            $bad++;
            echo "P$c \$p$p: ", json_encode($got), "\n";
        }
    }
}
echo $bad ? "$bad parameters with other attributes\n" : "all parameters with their own attributes\n";
CHILD
);
$cmd = [PHP_BINARY, '-n', '-d', "extension=$so", '-d', 'zend_extension=' . ini_get('extension_dir') . '/opcache.so',
    '-d', 'opcache.enable_cli=1', '-d', 'opcache.file_update_protection=0', $script];
$p = proc_open(implode(' ', array_map('escapeshellarg', $cmd)), [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
echo stream_get_contents($pipes[1]), stream_get_contents($pipes[2]);
proc_close($p);
unlink($script);
?>
--EXPECT--
all parameters with their own attributes
