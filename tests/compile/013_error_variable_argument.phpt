--TEST--
Compile hook: a variable in the arguments
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
#[A($x)]
class C {}
?>
--EXPECTF--
Fatal error: Constant expression contains invalid operations in %s on line 3
