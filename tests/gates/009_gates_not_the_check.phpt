--TEST--
Version gates: the hook leaves closed a version_compare() whose argument is more than the literal, and names a namespace declares or imports of its own
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
require __DIR__ . '/inc/not_the_check.php';
eval("namespace N4\\Other; function version_compare(\$a, \$b, \$op) { return 'imported'; }");
foreach (not_the_check_sources() as $n => $code) {
    $file = __DIR__ . "/009_gates_not_the_check_$n.inc";
    file_put_contents($file, $code);
    require $file;
    unlink($file);
    echo json_encode(("N$n\\probe")()), "\n";
}
?>
--EXPECT--
true
[true,false]
false
"own"
"imported"
