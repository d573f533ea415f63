<?php
// $object::class (PHP 8.0): the class of an object; a TypeError with PHP 8.2's
// message for anything else, on the line of the expression.
class Foo { public $bar; public function self() { return $this; } }
function make() { return new Foo; }
$foo = new Foo;
$foo->bar = new ArrayObject;
echo $foo::class, "\n";
echo $foo->bar::class, "\n";
echo make()::class, "\n";
echo (new Foo)::class, "\n";
echo $foo->self()::class, "\n";
echo [$foo][0]::class, "\n";
$ref = &$foo;
echo $ref::class, "\n";
echo Foo::class, "\n";
foreach ([null, 1, 1.5, 'Foo', [1], true, STDIN] as $value) {
    try {
        echo $value::class, "\n";
    } catch (TypeError $e) {
        echo get_class($e), ': ', $e->getMessage(), ' on line ', $e->getLine(), "\n";
    }
}
function inner($v) { return $v::class; }
try {
    inner(null);
} catch (TypeError $e) {
    echo $e->getMessage(), ' on line ', $e->getLine(), "\n", $e->getTraceAsString(), "\n";
}
$x = null;
echo strlen(
    $x
    ::class
);
