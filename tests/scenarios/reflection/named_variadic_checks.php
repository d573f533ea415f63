<?php
// The named arguments a variadic constructor parameter collects: the parameters before it
// take their defaults (a missing one: tests/reflection/044, as PHP 8.2's debug build reports
// a leak there), a typed variadic checks each value, the constructor
// counts the arguments as PHP 8 does, an inherited constructor collects them too, and so
// does a constructor that "new" in an argument calls (PHP 8.1).
require __DIR__ . '/inc/helpers.php';

#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)]
class Counted
{
    public $a; public $b; public $rest; public $count; public $args;
    public function __construct($a, $b = 'b default', ...$rest)
    {
        $this->a = $a; $this->b = $b; $this->rest = $rest;
        $this->count = func_num_args(); $this->args = func_get_args();
    }
}

#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)]
class Ints
{
    public $rest;
    public function __construct(int ...$rest) { $this->rest = $rest; }
}

#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)]
class Child extends Counted {}

#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)]
class Holder
{
    public $held;
    public function __construct($held) { $this->held = $held; }
}

#[Attribute]
class Typed
{
    public $rest;
    public function __construct(array $first, ...$rest) { $this->rest = $rest; }
}

#[Counted(a: 1, z: 'zed')]
#[Counted(1, 2, 3, z: 'zed')]
#[Counted(z: 'zed', a: 'late a')]
#[Ints(x: 1, y: '2')]
#[Ints(1, x: 'not an int')]
#[Child(a: 'child', extra: true)]
#[Holder(new Counted(a: 'inner', z: 'inner z'))]
#[Holder(new Ints(x: 'bad'))]
function f() {}

foreach (attrs(fn() => (new ReflectionFunction('f'))->getAttributes()) as $a) {
    echo $a->getName(), ' ', attempt(function () use ($a) { return $a->getArguments(); }), "\n";
    echo '  => ', attempt(function () use ($a) { return $a->newInstance(); }), "\n";
}

// a constructor that throws before its variadic parameter (PHP 7.4 words the TypeError),
// then plain calls of it and of another one
#[Typed('not an array', k: 1)]
function g() {}
echo attempt_class_only(function () { return (new ReflectionFunction('g'))->getAttributes()[0]->newInstance(); }), "\n";
echo attempt(function () { return new Typed([], 1, 2); }), "\n";
echo attempt(function () { return new Counted(1, 2, 3); }), "\n";
