--TEST--
Compile hook: a duplicate named argument
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
#[A(a: 1,
    a: 2)]
function f() {}
?>
--EXPECTF--
Fatal error: Duplicate named parameter $a in %s on line 4
