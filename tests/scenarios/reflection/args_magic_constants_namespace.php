<?php
// __CLASS__, __FUNCTION__, __METHOD__, __NAMESPACE__ in the attributes of every kind of
// target in a namespace: what PHP 8.2 gives for each declaration.
namespace NS\Sub;

require __DIR__ . '/inc/helpers.php';

#[M(__CLASS__, __FUNCTION__, __METHOD__, __NAMESPACE__, __TRAIT__)]
class C
{
    #[M(__CLASS__, __FUNCTION__, __METHOD__, __NAMESPACE__, __TRAIT__)] const K = 1;
    #[M(__CLASS__, __FUNCTION__, __METHOD__, __NAMESPACE__, __TRAIT__)] public $p;
    #[M(__CLASS__, __FUNCTION__, __METHOD__, __NAMESPACE__, __TRAIT__)]
    public function m(#[M(__CLASS__, __FUNCTION__, __METHOD__, __NAMESPACE__, __TRAIT__)] $x)
    {
        return #[M(__CLASS__, __FUNCTION__, __METHOD__, __NAMESPACE__, __TRAIT__)] function () {};
    }
    public static function arrow()
    {
        return #[M(__CLASS__, __FUNCTION__, __METHOD__, __NAMESPACE__, __TRAIT__)] fn() => 1;
    }
}

#[M(__CLASS__, __FUNCTION__, __METHOD__, __NAMESPACE__, __TRAIT__)]
function f(#[M(__CLASS__, __FUNCTION__, __METHOD__, __NAMESPACE__, __TRAIT__)] $y) {}

$top = #[M(__CLASS__, __FUNCTION__, __METHOD__, __NAMESPACE__, __TRAIT__)] function () {};

$m = new \ReflectionMethod(C::class, 'm');
$list = [
    'class' => new \ReflectionClass(C::class),
    'constant' => new \ReflectionClassConstant(C::class, 'K'),
    'property' => new \ReflectionProperty(C::class, 'p'),
    'method' => $m,
    'method parameter' => $m->getParameters()[0],
    'closure in method' => new \ReflectionFunction((new C())->m(1)),
    'arrow fn in static method' => new \ReflectionFunction(C::arrow()),
    'function' => new \ReflectionFunction(__NAMESPACE__ . '\f'),
    'function parameter' => (new \ReflectionFunction(__NAMESPACE__ . '\f'))->getParameters()[0],
    'top-level closure' => new \ReflectionFunction($top),
];
foreach ($list as $label => $r) {
    echo str_pad($label, 26), ' ', attempt(function () use ($r) { return $r->getAttributes()[0]->getArguments(); }), "\n";
}
