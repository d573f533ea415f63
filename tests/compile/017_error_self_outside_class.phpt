--TEST--
Compile hook: self::class in the arguments of a function
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
#[A(self::class)] function f() {}
?>
--EXPECTF--
Fatal error: Cannot use "self" when no class scope is active in %s on line 2
