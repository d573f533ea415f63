--TEST--
Compile hook: #[Attribute] on a function: cannot target function, on the line of the function keyword
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
echo "never printed\n";
#[
    Attribute
]
function
f() {}
?>
--EXPECTF--
Fatal error: Attribute "Attribute" cannot target function (allowed targets: class) in %s on line 6
