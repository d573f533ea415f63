--TEST--
Compile hook: #[Attribute] on a parameter: the line of the enclosing function keyword
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
class C {
    public function m(
        $a,
        #[Attribute] $b
    ) {}
}
?>
--EXPECTF--
Fatal error: Attribute "Attribute" cannot target parameter (allowed targets: class) in %s on line 3
