--TEST--
Lowering: named arguments raise PHP 8's errors: unknown name, an argument overwritten, a required parameter not passed (as the callee raises it)
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
function pair($a, $b) { return [$a, $b]; }
foreach ([
    function () { return pair(1, c: 2); },
    function () { return pair(1, a: 2); },
    function () { return pair(a: 1, a: 2); },
    function () { return pair(b: 2); },
] as $call) {
    try {
        $call();
    } catch (Error $e) {
        echo get_class($e), ': ', $e->getMessage(), ' on line ', $e->getLine(), "\n";
    }
}
?>
--EXPECT--
Error: Unknown named parameter $c on line 4
Error: Named parameter $a overwrites previous argument on line 5
Error: Named parameter $a overwrites previous argument on line 6
ArgumentCountError: pair(): Argument #1 ($a) not passed on line 2
