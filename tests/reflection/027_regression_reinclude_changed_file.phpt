--TEST--
Reflection shim: a file included again after it changed (same lines): the closure, the parameter, the anonymous classes (with and without methods), their properties and method compiled from each version report that version's attributes, opcache off and on, also once the file is gone (they reported the last version's)
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc';
attrsyntax_skip_unless_php74();
if (!is_readable('/proc/self/maps')) die('skip needs /proc/self/maps to find the loaded attrsyntax.so');
if (!function_exists('proc_open')) die('skip proc_open');
?>
--FILE--
<?php
/* PHP 8 keeps each compiled declaration's attributes with it (output of native
 * PHP 8.2 for the same script, opcache off and on). The second version gets a
 * new mtime, so that opcache compiles it again too. */
preg_match('#\S+/attrsyntax\.so#', file_get_contents('/proc/self/maps'), $m);
$so = $m[0];
$dir = sys_get_temp_dir() . '/attrsyntax_reflection_027_' . getmypid();
@mkdir($dir);
file_put_contents("$dir/main.php", '<?php
$f = __DIR__ . "/inc.php";
$code = function ($v) {
    return "<?php\nreturn [#[A($v)] function (#[P($v)] \$x) {}, new #[A($v)] class { #[A($v)] public \$p; #[A($v)] function m() {} }, new #[B($v)] class { #[B($v)] public \$q; }];\n";
};
file_put_contents($f, $code(1));
[$c1, $o1, $n1] = require $f;
file_put_contents($f, $code(2));
touch($f, time() + 100);
[$c2, $o2, $n2] = require $f;
unlink($f);
function show($what, $r) {
    echo str_pad($what, 9), ": ";
    foreach ($r->getAttributes() as $a) echo $a->getName(), json_encode($a->getArguments());
    echo "  ";
}
foreach ([1 => [$c1, $o1, $n1], 2 => [$c2, $o2, $n2]] as $i => [$c, $o, $n]) {
    show("closure$i", new ReflectionFunction($c));
    show("param$i", (new ReflectionFunction($c))->getParameters()[0]);
    show("class$i", new ReflectionObject($o));
    show("prop$i", new ReflectionProperty($o, "p"));
    show("method$i", new ReflectionMethod($o, "m"));
    show("bare$i", new ReflectionObject($n));
    show("q$i", new ReflectionProperty($n, "q"));
    echo "\n";
}
');
$opcache = ini_get('extension_dir') . '/opcache.so';
foreach (['opcache off' => [], 'opcache on' => ['-d', "zend_extension=$opcache", '-d', 'opcache.enable_cli=1',
        '-d', 'opcache.revalidate_freq=0', '-d', 'opcache.file_update_protection=0']] as $what => $ini) {
    if ($ini && !is_file($opcache)) {
        echo "$what: (no opcache.so)\n";
        continue;
    }
    $cmd = array_merge([PHP_BINARY, '-n', '-d', "extension=$so"], $ini, ["$dir/main.php"]);
    $p = proc_open(implode(' ', array_map('escapeshellarg', $cmd)), [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
    echo "$what:\n", stream_get_contents($pipes[1]), stream_get_contents($pipes[2]);
    proc_close($p);
}
unlink("$dir/main.php");
rmdir($dir);
?>
--EXPECT--
opcache off:
closure1 : A[1]  param1   : P[1]  class1   : A[1]  prop1    : A[1]  method1  : A[1]  bare1    : B[1]  q1       : B[1]  
closure2 : A[2]  param2   : P[2]  class2   : A[2]  prop2    : A[2]  method2  : A[2]  bare2    : B[2]  q2       : B[2]  
opcache on:
closure1 : A[1]  param1   : P[1]  class1   : A[1]  prop1    : A[1]  method1  : A[1]  bare1    : B[1]  q1       : B[1]  
closure2 : A[2]  param2   : P[2]  class2   : A[2]  prop2    : A[2]  method2  : A[2]  bare2    : B[2]  q2       : B[2]  
