--TEST--
Lowering: a positional argument after a named one is PHP 8's compile error, on PHP 8's line
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
echo "never printed\n";
f(
    a: 1 + 1,
    b: $x,
    2
);
?>
--EXPECTF--
Fatal error: Cannot use positional argument after named argument in %s on line 4
