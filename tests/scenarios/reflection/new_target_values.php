<?php
// getTarget() for every kind of declaration, and the attribute object's own flags read
// through reflection of the attribute class.
require __DIR__ . '/inc/helpers.php';

#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)]
class T {}

#[T] interface I {}
#[T] trait Tr { #[T] public $tp; #[T] public function tm() {} }
#[T] abstract class Abs {}
#[T] class C
{
    use Tr;
    #[T] const K = 1;
    #[T] public static $s;
    #[T] public function m(#[T] $p) { return #[T] function () {}; }
    #[T] public static function sm() {}
}
#[T] function f(#[T] ...$v) {}
$arrow = #[T] fn(#[T] $a) => $a;
$anon = new #[T] class { #[T] public function am() {} };

$list = [
    'interface' => new ReflectionClass('I'),
    'trait' => new ReflectionClass('Tr'),
    'abstract class' => new ReflectionClass('Abs'),
    'class' => new ReflectionClass('C'),
    'anonymous class' => new ReflectionObject($anon),
    'class constant' => new ReflectionClassConstant('C', 'K'),
    'static property' => new ReflectionProperty('C', 's'),
    'trait property' => new ReflectionProperty('C', 'tp'),
    'method' => new ReflectionMethod('C', 'm'),
    'static method' => new ReflectionMethod('C', 'sm'),
    'trait method' => new ReflectionMethod('C', 'tm'),
    'anonymous class method' => new ReflectionMethod($anon, 'am'),
    'method parameter' => new ReflectionParameter(['C', 'm'], 'p'),
    'closure in a method' => new ReflectionFunction((new C())->m(1)),
    'function' => new ReflectionFunction('f'),
    'variadic parameter' => new ReflectionParameter('f', 'v'),
    'arrow fn' => new ReflectionFunction($arrow),
    'arrow fn parameter' => new ReflectionParameter($arrow, 'a'),
];
foreach ($list as $label => $r) {
    echo str_pad($label, 24), ' ', attempt(function () use ($r) {
        $a = $r->getAttributes()[0];
        return $a->getTarget() . ' ' . target_name($a->getTarget()) . ' ' . get_class($a->newInstance());
    }), "\n";
}
show('T flags', function () { return (new ReflectionClass('T'))->getAttributes(Attribute::class)[0]->newInstance()->flags; });
