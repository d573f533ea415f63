--TEST--
Compile hook: a misplaced attribute group in the script itself is a parse error on the line of the token after it (before PHP 8.3)
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php_before(80300); ?>
--FILE--
<?php
echo "never printed\n";
class C {
    #[A(
        1
    )]
    use T;
}
?>
--EXPECTF--
Parse error: syntax error, unexpected token "use", expecting "function" or "const" in %s on line 7
