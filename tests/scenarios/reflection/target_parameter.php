<?php
// Parameters: typed, nullable, by reference, variadic, with defaults, of methods and closures.
require __DIR__ . '/inc/helpers.php';

function f(
    #[Untyped] $a,
    #[Typed] int $b,
    #[Nullable, Two] ?string $c,
    #[ByRef] array &$d,
    #[WithDefault('d')] $e = 5,
    $none = null,
    #[Variadic] int ...$rest
) {}

class C
{
    public function m(#[InMethod(1)] $x, #[Self] self $y = null) {}
}

foreach ((new ReflectionFunction('f'))->getParameters() as $p) {
    dump_attributes('f $' . $p->getName(), fn() => $p->getAttributes());
}
foreach ((new ReflectionMethod('C', 'm'))->getParameters() as $p) {
    dump_attributes('C::m $' . $p->getName(), fn() => $p->getAttributes());
}
dump_attributes('new ReflectionParameter by name', fn() => (new ReflectionParameter('f', 'b'))->getAttributes());
dump_attributes('new ReflectionParameter by position', fn() => (new ReflectionParameter(['C', 'm'], 0))->getAttributes());
$closure = function (#[InClosure] $z) {};
dump_attributes('closure $z', fn() => (new ReflectionFunction($closure))->getParameters()[0]->getAttributes());
