--TEST--
Lowering: a parameter whose default is new (PHP 8.1): optional, a default available, its type not made nullable, explicit null refused; Reflection's default is PHP 8.1's: a new object, no constant
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
class Foo {}
function f(Foo $x = new Foo, ?Foo $y = new Foo) { return [get_class($x), $y ? get_class($y) : null]; }
$p = new ReflectionParameter('f', 'x');
var_dump($p->isOptional(), $p->isDefaultValueAvailable(), $p->allowsNull(), $p->getType()->allowsNull());
var_dump(get_class($p->getDefaultValue()), $p->isDefaultValueConstant(), $p->getDefaultValueConstantName());
var_dump((new ReflectionParameter('f', 'y'))->allowsNull());
echo json_encode(f(new Foo, null)), "\n";
try {
    f(null);
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
?>
--EXPECTF--
bool(true)
bool(true)
bool(false)
bool(false)
string(3) "Foo"
bool(false)
NULL
bool(true)
["Foo",null]
Argument 1 passed to f() must be an instance of Foo, null given, called in %s on line 10
