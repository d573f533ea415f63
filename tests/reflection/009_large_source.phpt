--TEST--
Reflection shim: large compiled files (their sources kept in the memory file, mapped on first use) report their compiled attributes after they were rewritten and deleted, as PHP 8 does
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc';
attrsyntax_skip_unless_php74();
if (PHP_OS !== 'Linux') die('skip the memory file is Linux only');
?>
--FILE--
<?php
/* Sources of 64 KB and more are written to an anonymous memory file at compile
 * time (two of them here, the second at an offset) and mapped when their
 * attributes are first read; smaller ones are copied (the scenario suites). */
$dir = sys_get_temp_dir();
$files = [];
foreach (['A', 'B'] as $n) {
    $code = "<?php\n";
    for ($i = 0; $i < 700; $i++) {
        $code .= "#[Version($i, '$n$i')]\nclass {$n}Large$i {\n    #[Route('/$n$i', name: 'r$i')] public function m(#[Inject('p$i')] \$x) {}\n}\n";
    }
    $file = "$dir/attrsyntax_reflection_009_{$n}_" . getmypid() . '.php';
    file_put_contents($file, $code);
    echo "$n: ", strlen($code) >= 64 * 1024 ? "64 KB or more" : "too small", "\n";
    require $file;
    $files[$n] = $file;
}
$mapped = function () {
    return strpos(file_get_contents('/proc/self/maps'), 'attrsyntax-sources') !== false ? 'yes' : 'no';
};
echo "mapped before the first read: ", $mapped(), "\n";

file_put_contents($files['B'], "<?php\n#[Changed]\nclass Other {}\n");
clearstatcache();
foreach ([['BLarge0', 0], ['BLarge350', 350], ['BLarge699', 699]] as [$class, $i]) {
    $a = (new ReflectionClass($class))->getAttributes()[0];
    echo $class, ': ', $a->getName(), json_encode($a->getArguments()), "\n";
}
echo "mapped after it: ", $mapped(), "\n";

unlink($files['A']);
unlink($files['B']);
foreach (['ALarge1', 'ALarge698', 'BLarge2'] as $class) {
    $m = new ReflectionMethod($class, 'm');
    echo $class, '::m: ', $m->getAttributes()[0]->getName(), json_encode($m->getAttributes()[0]->getArguments()),
        ' $x: ', $m->getParameters()[0]->getAttributes()[0]->getName(), json_encode($m->getParameters()[0]->getAttributes()[0]->getArguments()), "\n";
}
?>
--EXPECT--
A: 64 KB or more
B: 64 KB or more
mapped before the first read: no
BLarge0: Version[0,"B0"]
BLarge350: Version[350,"B350"]
BLarge699: Version[699,"B699"]
mapped after it: yes
ALarge1::m: Route{"0":"\/A1","name":"r1"} $x: Inject["p1"]
ALarge698::m: Route{"0":"\/A698","name":"r698"} $x: Inject["p698"]
BLarge2::m: Route{"0":"\/B2","name":"r2"} $x: Inject["p2"]
