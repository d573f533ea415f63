--TEST--
Compile hook: a misplaced attribute group in the script itself is a parse error on the line of the token after it (PHP 8.3 and later: the parser of PHP 8.3 and later expects fewer tokens in these places)
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php_from(80300); ?>
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
Parse error: syntax error, unexpected token "use", expecting "function" in %s on line 7
