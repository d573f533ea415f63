<?php
// newInstance() maps named arguments onto the constructor's parameters: any order,
// defaults filled in, mixed with positional ones, variadics collecting positional extras
// (named extras: named_variadic_extras.php).
require __DIR__ . '/inc/helpers.php';

#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)]
class Route
{
    public $path; public $methods; public $name; public $priority;
    public function __construct($path = '/', array $methods = ['GET'], $name = null, int $priority = 0)
    {
        $this->path = $path; $this->methods = $methods; $this->name = $name; $this->priority = $priority;
    }
}

#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)]
class Variadic
{
    public $first; public $rest;
    public function __construct($first = null, ...$rest) { $this->first = $first; $this->rest = $rest; }
}

#[Route(name: 'only name')]
#[Route(priority: 5, path: '/reordered')]
#[Route('/positional', name: 'then named')]
#[Route('/p', ['POST'], priority: 9)]
#[Route(methods: ['PUT'], name: 'n', priority: 1, path: '/all')]
#[Route]
#[Variadic(1, 2, 3)]
#[Variadic(first: 'f')]
function f() {}

foreach (attrs(fn() => (new ReflectionFunction('f'))->getAttributes()) as $a) {
    echo attempt(function () use ($a) { return $a->getArguments(); }), "\n";
    echo '  => ', attempt(function () use ($a) { return $a->newInstance(); }), "\n";
}
