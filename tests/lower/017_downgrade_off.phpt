--TEST--
Lowering: with attrsyntax.downgrade=off the PHP 8 expressions are PHP 7.4's parse errors
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--INI--
attrsyntax.downgrade=off
--FILE--
<?php
foreach (['return $a?->b;', 'return match (1) { 1 => 2 };', 'return null ?? throw new Exception;'] as $code) {
    try {
        eval($code);
    } catch (ParseError $e) {
        echo $e->getMessage(), "\n";
    }
}
ini_set('attrsyntax.downgrade', 'exact');
var_dump(eval('return match (1) { 1 => 2 };'));
?>
--EXPECT--
syntax error, unexpected '->' (T_OBJECT_OPERATOR)
syntax error, unexpected '=>' (T_DOUBLE_ARROW)
syntax error, unexpected 'throw' (T_THROW)
int(2)
