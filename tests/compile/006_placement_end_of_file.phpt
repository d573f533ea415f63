--TEST--
Compile hook: an attribute group at the end of the file
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
echo "never printed\n";
#[A]


--EXPECTF--
Parse error: syntax error, unexpected end of file in %s on line 6
