--TEST--
Compile hook: a variable as the attribute name is a parse error
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
#[$x] class C {}
?>
--EXPECTF--
Parse error: syntax error, unexpected variable "$x" in %s on line 2
