<?php
// Arrays: lists, keys of every kind, nested arrays, auto-increment after keys, short and
// long syntax, unpacking, trailing commas.
require __DIR__ . '/inc/helpers.php';

#[Lists([1, 2, 3], array('a', 'b'), [], [[]])]
#[Keys(['a' => 1, 'b' => 2], [5 => 'x', 'y', 'k' => 'z', 'w'], ['1' => 'int key', '01' => 'string key', true => 'bool key', null => 'null key'])]
#[Nested(['level1' => ['level2' => ['level3' => [1, 2]]], 'list' => [[1, 2], [3, 4]]])]
#[Spread([...[1, 2], ...[3]], [0, ...[5 => 'a']],)]
#[Trailing([1, 2,], 'x',)]
function f() {}

foreach (attrs(fn() => (new ReflectionFunction('f'))->getAttributes()) as $a) {
    echo $a->getName(), ': ', attempt(function () use ($a) { return $a->getArguments(); }), "\n";
}
