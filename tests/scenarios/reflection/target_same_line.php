<?php
// Several closures, arrow functions and anonymous classes on one line: each reports its own.
require __DIR__ . '/inc/helpers.php';

$fns = [#[First(1)] function () {}, #[Second(2)] fn() => 2, #[Third(3)] static function () {}, function () {}]; $more = #[Fourth] fn() => #[Fifth] fn() => 5;
$objs = [new #[AnonA('a')] class {}, new #[AnonB('b')] class {}, new class {}]; $c = new #[AnonC] class { #[M] public function m() { return #[InAnon] fn() => 1; } };

foreach ($fns as $i => $f) {
    names("closure $i", fn() => (new ReflectionFunction($f))->getAttributes());
}
names('fourth', fn() => (new ReflectionFunction($more))->getAttributes());
names('fifth', fn() => (new ReflectionFunction($more()))->getAttributes());
foreach ($objs as $i => $o) {
    names("anonymous class $i", fn() => (new ReflectionObject($o))->getAttributes());
}
names('anonymous class c', fn() => (new ReflectionClass($c))->getAttributes());
names('its method', fn() => (new ReflectionMethod($c, 'm'))->getAttributes());
names('closure in its method', fn() => (new ReflectionFunction($c->m()))->getAttributes());
// the same declaration evaluated twice
$made = [];
for ($i = 0; $i < 2; $i++) { $made[] = [#[Loop] function () {}, new #[LoopClass] class {}]; }
foreach ($made as $i => $pair) {
    names("loop $i closure", fn() => (new ReflectionFunction($pair[0]))->getAttributes());
    names("loop $i class", fn() => (new ReflectionObject($pair[1]))->getAttributes());
}
