<?php
// PHP 8's errors for named arguments in newInstance(): unknown parameter, a name that
// overwrites a positional argument, a required parameter left out.
require __DIR__ . '/inc/helpers.php';

#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)]
class Two
{
    public $a; public $b;
    public function __construct($a, $b = 'b default') { $this->a = $a; $this->b = $b; }
}

#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)]
class Required
{
    public $x; public $y;
    public function __construct($x, $y) { $this->x = $x; $this->y = $y; }
}

#[Two(1, unknown: 2)]
#[Two(1, a: 2)]
#[Two(b: 'only b')]
#[Required(y: 1)]
#[Required(1)]
#[Required]
#[Two(a: 'fine')]
function f() {}

foreach (attrs(fn() => (new ReflectionFunction('f'))->getAttributes()) as $i => $a) {
    echo "$i ", $a->getName(), ' ', attempt(function () use ($a) { return $a->getArguments(); }), "\n";
    echo '  => ', attempt(function () use ($a) { return $a->newInstance(); }), "\n";
}
