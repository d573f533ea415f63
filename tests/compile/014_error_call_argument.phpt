--TEST--
Compile hook: a function call in the arguments, on the line of the constant's name
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
class C {
    #[A(foo())]
    const
    X = 1;
}
?>
--EXPECTF--
Fatal error: Constant expression contains invalid operations in %s on line 5
