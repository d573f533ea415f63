--TEST--
Compile hook: (expression)::class in the arguments
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
#[A((1+1)::class)] function f() {}
?>
--EXPECTF--
Fatal error: (expression)::class cannot be used in constant expressions in %s on line 2
