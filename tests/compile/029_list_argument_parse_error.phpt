--TEST--
Compile hook: list() in an argument without "= ..." is PHP 8's parse error (expecting "="), not a compile error
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
echo "never printed\n";
#[A(1, list(
    $a
) + 1)]
class C {}
?>
--EXPECTF--
Parse error: syntax error, unexpected token "+", expecting "=" in %s on line 5
