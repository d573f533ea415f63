--TEST--
Compile hook: #[\self]
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
#[\self]
function f() {}
?>
--EXPECTF--
Fatal error: '\self' is an invalid class name in %s on line 3
