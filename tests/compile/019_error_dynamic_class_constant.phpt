--TEST--
Compile hook: $x::X in the arguments
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
#[A($x::X)] function f() {}
?>
--EXPECTF--
Fatal error: Dynamic class names are not allowed in compile-time class constant references in %s on line 2
