--TEST--
Compile hook: #[Attribute] on a typed property: the line of the type
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
class C {
    #[Attribute]
    public
    ?int
    $p;
}
?>
--EXPECTF--
Fatal error: Attribute "Attribute" cannot target property (allowed targets: class) in %s on line 5
