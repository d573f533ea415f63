--TEST--
Lowering: \attrsyntax\lowered\named_args() works only as lowered code calls it, unpacked right away into a pending call
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
function f($a = 1) { return func_get_args(); }
foreach ([
    function () { return f(\attrsyntax\lowered\named_args([0, 'a'], 5)); },
    function () { return call_user_func('attrsyntax\lowered\named_args', [0, 'a'], 5); },
    function () { return \attrsyntax\lowered\named_args([0, 'a'], 5); },
] as $call) {
    try {
        $call();
    } catch (Error $e) {
        echo $e->getMessage(), "\n";
    }
}
echo json_encode(f(...\attrsyntax\lowered\named_args([0, 'a'], 5))), "\n";
?>
--EXPECT--
attrsyntax\lowered\named_args() is called by lowered code only
attrsyntax\lowered\named_args() is called by lowered code only
attrsyntax\lowered\named_args() is called by lowered code only
[5]
