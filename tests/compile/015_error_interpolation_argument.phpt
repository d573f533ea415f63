--TEST--
Compile hook: an interpolated string in the arguments
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
#[A("{$x}")] function f() {}
?>
--EXPECTF--
Fatal error: Constant expression contains invalid operations in %s on line 2
