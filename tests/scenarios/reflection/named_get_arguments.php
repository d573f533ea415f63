<?php
// Named arguments: getArguments() returns them with string keys, after the positional
// ones, in source order; names are case-sensitive and may be keywords.
require __DIR__ . '/inc/helpers.php';

#[OnlyNamed(name: 'x', value: 2)]
#[Mixed(1, 'two', three: 3, four: [4])]
#[Keywords(class: 'c', function: 'f', list: 'l', array: 'a')]
#[Cases(abc: 1, ABC: 2)]
#[Expressions(sum: 1 + 2, c: PHP_INT_SIZE > 1, arr: ['k' => 'v'])]
class Target {}

foreach (attrs(fn() => (new ReflectionClass('Target'))->getAttributes()) as $a) {
    echo $a->getName(), ': ', attempt(function () use ($a) { return $a->getArguments(); }), "\n";
    echo '  keys: ', attempt(function () use ($a) { return array_keys($a->getArguments()); }), "\n";
}
