--TEST--
Lowering: final class constants (PHP 8.1) lose final with attrsyntax.downgrade=all; exact leaves them to PHP 7.4's compile error
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--INI--
attrsyntax.downgrade=all
--FILE--
<?php
eval('class A { final public const X = 1; public final const Y = self::X + 1; }');
var_dump(A::Y, (new ReflectionClassConstant('A', 'X'))->getModifiers() === ReflectionMethod::IS_PUBLIC);
ini_set('attrsyntax.downgrade', 'exact');
eval('class B { final const X = 1; }');
?>
--EXPECTF--
int(2)
bool(true)

Fatal error: Cannot use 'final' as constant modifier in %s(5) : eval()'d code on line 1
