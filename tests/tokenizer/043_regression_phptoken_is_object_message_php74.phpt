--TEST--
Bug (minor): PHP 7.4: PhpToken::is() with an object says "object given" where PHP 8 names the class
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
$t = new PhpToken(T_STRING, 'x');
foreach ([new stdClass, ['a', new ArrayObject]] as $kind) {
    try {
        $t->is($kind);
    } catch (TypeError $e) {
        echo $e->getMessage(), "\n";
    }
}
?>
--EXPECT--
PhpToken::is(): Argument #1 ($kind) must be of type string|int|array, stdClass given
PhpToken::is(): Argument #1 ($kind) must only have elements of type string|int, ArrayObject given
