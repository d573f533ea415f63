<?php
// Declarations with the same name on one line: the one that was really declared (an if/else
// branch, a trait method chosen with insteadof, methods of anonymous classes) reports its
// own attributes.
require __DIR__ . '/inc/helpers.php';

if (PHP_INT_SIZE < 0) { #[NotTaken] function chosen() {} } else { #[Taken] function chosen() {} }
trait T1 { #[FromT1] function m() {} } trait T2 { #[FromT2] function m() {} } class C { use T1, T2 { T2::m insteadof T1; T1::m as m1; } }
$objects = [new class { #[First] function m() {} }, new class { #[Second] function m() {} }];
$closures = [#[A1] function (#[PA1] $p) {}, #[A2] function (#[PA2] $p) {}];

names('chosen', fn() => (new ReflectionFunction('chosen'))->getAttributes());
names('C::m (T2::m insteadof T1)', fn() => (new ReflectionMethod('C', 'm'))->getAttributes());
names('C::m1 (T1::m as m1)', fn() => (new ReflectionMethod('C', 'm1'))->getAttributes());
foreach ($objects as $i => $o) {
    names("anonymous class $i ::m", fn() => (new ReflectionMethod($o, 'm'))->getAttributes());
}
foreach ($closures as $i => $c) {
    names("closure $i \$p", fn() => (new ReflectionFunction($c))->getParameters()[0]->getAttributes());
}
