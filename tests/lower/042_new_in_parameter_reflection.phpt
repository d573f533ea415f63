--TEST--
Lowering: a parameter whose default is new (PHP 8.1): optional, a default available, its type not made nullable, explicit null refused; the default PHP 7.4 reflects is the constant \NULL
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
class Foo {}
function f(Foo $x = new Foo, ?Foo $y = new Foo) { return [get_class($x), $y ? get_class($y) : null]; }
$p = new ReflectionParameter('f', 'x');
var_dump($p->isOptional(), $p->isDefaultValueAvailable(), $p->allowsNull(), $p->getType()->allowsNull());
var_dump($p->getDefaultValue(), $p->getDefaultValueConstantName());
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
NULL
string(5) "\NULL"
bool(true)
["Foo",null]
Argument 1 passed to f() must be an instance of Foo, null given, called in %s on line 10
