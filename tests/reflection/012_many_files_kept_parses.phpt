--TEST--
Reflection shim: the parses kept for many compiled files give their blocks back to the compile hook oldest first, and are parsed again from their kept sources when read
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
/* Each compiled file's parse is kept until the next file needs its blocks (the
 * kept parses not used yet are in a list, oldest first): the files read here
 * were parsed again from their kept sources. A file compiled twice replaces
 * its index. */
$dir = sys_get_temp_dir() . '/attrsyntax_reflection_012_' . getmypid();
@mkdir($dir);
for ($i = 0; $i < 60; $i++) {
    file_put_contents("$dir/f$i.php", "<?php\nnamespace N$i;\n#[A($i, 'f$i')]\nclass C { #[M($i)] public function m(#[P($i)] \$x) {} }\n");
    require "$dir/f$i.php";
}
file_put_contents("$dir/twice.php", "<?php\nreturn #[Twice(1)] function () {};\n");
$one = require "$dir/twice.php";
file_put_contents("$dir/twice.php", "<?php\nreturn #[Twice(2)] function () {};\n");
$two = require "$dir/twice.php";
for ($i = 0; $i < 3; $i++) {
    file_put_contents("$dir/g$i.php", "<?php\nnamespace G$i;\n#[G($i)]\nfunction g() {}\n");
    require "$dir/g$i.php";
}
foreach ([0, 1, 30, 59] as $i) {
    $c = new ReflectionClass("N$i\\C");
    $m = new ReflectionMethod("N$i\\C", 'm');
    echo $i, ': ', json_encode($c->getAttributes()[0]->getArguments()), ' ', json_encode($m->getAttributes()[0]->getArguments()),
        ' ', json_encode($m->getParameters()[0]->getAttributes()[0]->getArguments()), "\n";
}
echo 'twice: ', json_encode((new ReflectionFunction($two))->getAttributes()[0]->getArguments()), "\n";
echo 'g2: ', json_encode((new ReflectionFunction('G2\g'))->getAttributes()[0]->getArguments()), "\n";
array_map('unlink', glob("$dir/*.php"));
rmdir($dir);
?>
--EXPECT--
0: [0,"f0"] [0] [0]
1: [1,"f1"] [1] [1]
30: [30,"f30"] [30] [30]
59: [59,"f59"] [59] [59]
twice: [2]
g2: [2]
