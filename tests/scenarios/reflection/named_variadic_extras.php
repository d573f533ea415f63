<?php
// A variadic constructor parameter collects the named arguments that match no parameter
// (with their names as keys), after the positional extras.
require __DIR__ . '/inc/helpers.php';

#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)]
class Variadic
{
    public $first; public $rest;
    public function __construct($first = null, ...$rest) { $this->first = $first; $this->rest = $rest; }
}

#[Variadic('f', 'extra', key: 'named extra', other: 'x')]
#[Variadic(key: 'only named extras')]
#[Variadic(first: 'by name', key: 'k')]
function f() {}

foreach (attrs(fn() => (new ReflectionFunction('f'))->getAttributes()) as $a) {
    echo attempt(function () use ($a) { return $a->getArguments(); }), "\n";
    echo '  => ', attempt(function () use ($a) { return $a->newInstance(); }), "\n";
}
