--TEST--
Lowering: \attrsyntax\lowered\named_binding() works only as lowered code calls it, its result called right away and unpacked into a pending call; a binding made otherwise is no callable
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
function f($a = 1, &$b = null) { $b = 'bound'; return func_get_args(); }
foreach ([
    function () { return \attrsyntax\lowered\named_binding([0, 'a']); },
    function () { return call_user_func('attrsyntax\lowered\named_binding', [0, 'a']); },
    function () { return \attrsyntax\lowered\named_binding([0, 'a'])(5); },
    function () { return f(\attrsyntax\lowered\named_binding([0, 'a'])(5)); },
    function () { return f(...\attrsyntax\lowered\named_binding([0, 'a', 'b'])(5)); },
    function () { return f(...\attrsyntax\lowered\named_binding(['a'])(5)); },
    function () { $binding = new attrsyntax\lowered\NamedBinding; return $binding(); },
    function () { return serialize(new attrsyntax\lowered\NamedBinding); },
] as $call) {
    try {
        $call();
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
echo json_encode(f(...\attrsyntax\lowered\named_binding([0, 'b', 'a'])($x['k'], 5))), ' ', json_encode($x), "\n";
?>
--EXPECT--
Error: attrsyntax\lowered\named_binding() is called by lowered code only
Error: attrsyntax\lowered\named_binding() is called by lowered code only
Error: attrsyntax\lowered\named_binding() is called by lowered code only
Error: attrsyntax\lowered\named_args() is called by lowered code only
Error: attrsyntax\lowered\named_args(): the lowered arguments are malformed
Error: attrsyntax\lowered\named_binding(): the lowered arguments are malformed
Error: Function name must be a string
Exception: Serialization of 'attrsyntax\lowered\NamedBinding' is not allowed
[5,"bound"] {"k":"bound"}
