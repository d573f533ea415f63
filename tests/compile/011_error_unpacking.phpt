--TEST--
Compile hook: unpacking in the argument list
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
#[A(
    ...$x
)]
function f() {}
?>
--EXPECTF--
Fatal error: Cannot use unpacking in attribute argument list in %s on line 5
