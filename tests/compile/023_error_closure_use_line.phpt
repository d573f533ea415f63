--TEST--
Compile hook: an attribute error on a closure with use(): the line of the last use variable
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
$a = 1;
$f = #[Attribute] function ()
    use (
        $a
    ) {};
?>
--EXPECTF--
Fatal error: Attribute "Attribute" cannot target function (allowed targets: class) in %s on line 5
