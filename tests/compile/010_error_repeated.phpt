--TEST--
Compile hook: a repeated non-repeatable attribute, on the line of the class keyword
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
#[Attribute,
  Attribute]
final
class C {}
?>
--EXPECTF--
Fatal error: Attribute "Attribute" must not be repeated in %s on line 5
