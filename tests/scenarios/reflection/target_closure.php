<?php
// Closures, static closures with use, arrow functions (TARGET_FUNCTION), nested ones,
// closures from callables, closures bound elsewhere.
require __DIR__ . '/inc/helpers.php';

#[OnFunction]
function named() {}

class Holder
{
    #[OnMethod]
    public function m() {}
    public function make() { return #[InMethod] function () {}; }
}

$y = 1;
$closure = #[C('closure')] function ($x) { return $x; };
$static = #[S] static function () use ($y) { return $y; };
$use = #[U(1)] #[V] function () use ($y, &$closure) {};
$arrow = #[Arrow] fn($x) => $x * 2;
$staticArrow = #[StaticArrow] static fn() => 1;
$outer = #[Outer] fn($a) => #[Inner] fn($b) => $a + $b;
$plain = function () {};

$list = ['closure' => $closure, 'static' => $static, 'use' => $use, 'arrow' => $arrow,
    'staticArrow' => $staticArrow, 'outer' => $outer, 'inner' => $outer(1), 'plain' => $plain,
    'fromCallable named' => Closure::fromCallable('named'),
    'fromCallable method' => Closure::fromCallable([new Holder(), 'm']),
    'closure made in a method' => (new Holder())->make(),
    'bound to another object' => Closure::bind($closure, new Holder(), 'Holder'),
];
foreach ($list as $label => $c) {
    dump_attributes($label, fn() => (new ReflectionFunction($c))->getAttributes());
}
dump_attributes('ReflectionObject of a closure (class Closure)', fn() => (new ReflectionObject($closure))->getAttributes());
