--TEST--
Lowering: with attrsyntax.downgrade=exact a readonly promoted parameter (PHP 8.1) is left to PHP 7.4's parser: its ParseError, on its line
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--INI--
attrsyntax.downgrade=exact
--FILE--
<?php
try {
    eval("class R {\n public function __construct(\n public\n readonly int \$x\n ) {}\n}");
} catch (ParseError $e) {
    echo $e->getMessage(), ' on line ', $e->getLine(), "\n";
}
var_dump(class_exists('R', false));
?>
--EXPECT--
syntax error, unexpected 'public' (T_PUBLIC), expecting variable (T_VARIABLE) on line 3
bool(false)
