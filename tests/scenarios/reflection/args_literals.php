<?php
// Scalar literals of every kind as arguments.
require __DIR__ . '/inc/helpers.php';

#[Ints(0, 1, -1, 0x1F, 0b101, 017, 1_000_000, PHP_INT_MAX)]
#[Floats(1.5, -0.25, 1e3, 1.0, .5, 7E-10)]
#[Strings('single', "double", 'esc\'aped', "tab\there\n", "\u{e9}", "\x41\101", '', "$")]
#[Others(true, false, null, TRUE, Null)]
function f() {}

foreach (attrs(fn() => (new ReflectionFunction('f'))->getAttributes()) as $a) {
    echo $a->getName(), ': ', attempt(function () use ($a) { return $a->getArguments(); }), "\n";
}
show('types', function () {
    return array_map('gettype', (new ReflectionFunction('f'))->getAttributes()[1]->getArguments());
});
