<?php
// new in attribute arguments (PHP 8.1): its errors at getArguments() and newInstance(),
// PHP 8's messages, each time; the object of a constructor that threw is not destructed,
// one whose arguments failed is.
require __DIR__ . '/inc/helpers.php';

#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)]
class A { public $v; public function __construct(...$v) { $this->v = $v; } }

abstract class Shape {}
interface Drawable {}
trait Painted {}
class Hidden { private function __construct() {} public static function make() { return (new ReflectionFunction('f'))->getAttributes()[5]->getArguments(); } }
class Guarded { protected function __construct() {} }
class Fails
{
    public function __construct($why) { echo "  Fails constructed\n"; throw new RuntimeException($why); }
    public function __destruct() { echo "  Fails destructed\n"; }
}
class Kept
{
    public function __construct($x = null) {}
    public function __destruct() { echo "  Kept destructed\n"; }
}
class Needs { public function __construct($a, $b = 2, $c = PHP_INT_SIZE) {} }
class NoConstructor {}

#[A(new Missing())]
#[A(new Shape())]
#[A(new Drawable())]
#[A(new Painted())]
#[A(new Fails('because'))]
#[A(new Hidden())]
#[A(new Guarded())]
#[A(new Kept(UNDEFINED_ARG))]
#[A(new Needs(b: 3))]
#[A(new Needs(1, nope: 2))]
#[A(new Needs(1, a: 2))]
#[A(new Needs(b: 1, b: 2))]
#[A(new Needs(1, c: 3))]
#[A(new Needs(1, 2, c: 3))]
#[A(new NoConstructor(1, 2))]
#[A(new Needs(1, 2), new Kept(), new Fails('second'))]
function f() {}

$r = new ReflectionFunction('f');
foreach (attrs(fn() => $r->getAttributes()) as $i => $a) {
    echo "$i getArguments: ", attempt(function () use ($a) { return $a->getArguments(); }), "\n";
    echo "$i newInstance:  ", attempt(function () use ($a) { return $a->newInstance(); }), "\n";
}
echo "from the class's own scope: ", attempt(function () { return Hidden::make(); }), "\n";
echo "done\n";
