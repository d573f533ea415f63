<?php
// Named classes, functions, methods, properties, constants and parameters declared on one
// line: each reports its own attributes.
require __DIR__ . '/inc/helpers.php';

#[CA] class X { #[K1] const A = 1; #[K2] const B = 2; #[P1] public $a; #[P2] public $b; #[M1] function a(#[Q1] $x, #[Q2] $y) {} #[M2] function b() {} } #[CB] class Y extends X { #[M3] function a($x, $y) {} } #[F1] function g1() {} #[F2] function g2() {} interface I { #[IM] function i(); } trait T { #[TM] function t() {} }

foreach (['X', 'Y', 'I', 'T'] as $c) {
    names("class $c", fn() => (new ReflectionClass($c))->getAttributes());
}
foreach (['A', 'B'] as $k) {
    names("X::$k", fn() => (new ReflectionClassConstant('X', $k))->getAttributes());
}
foreach (['a', 'b'] as $p) {
    names("X::\$$p", fn() => (new ReflectionProperty('X', $p))->getAttributes());
}
foreach ([['X', 'a'], ['X', 'b'], ['Y', 'a'], ['Y', 'b'], ['I', 'i'], ['T', 't']] as $m) {
    names(implode('::', $m), fn() => (new ReflectionMethod($m[0], $m[1]))->getAttributes());
}
foreach (['x', 'y'] as $p) {
    names("X::a \$$p", fn() => (new ReflectionParameter(['X', 'a'], $p))->getAttributes());
    names("Y::a \$$p", fn() => (new ReflectionParameter(['Y', 'a'], $p))->getAttributes());
}
foreach (['g1', 'g2'] as $f) {
    names($f, fn() => (new ReflectionFunction($f))->getAttributes());
}
