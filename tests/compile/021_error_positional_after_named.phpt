--TEST--
Compile hook: a positional argument after a named one
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
#[A(a: 1, 2)] function f() {}
?>
--EXPECTF--
Fatal error: Cannot use positional argument after named argument in %s on line 2
