<?php
// Reflection of parameters whose default is new (PHP 8.1): getDefaultValue() makes a new
// object at each call, in the function's scope (self::, class constants, namespaced names
// and imports as written), with named and nested arguments; isDefaultValueConstant(),
// getDefaultValueConstantName() and the texts of the parameter and of its function.
namespace App\Model;

use ArrayObject as Bag;

interface Clock { public function now(): string; }

class SystemClock implements Clock
{
    public static $made = 0;
    public function __construct(public string $zone = 'UTC', public array $options = [])
    {
        ++self::$made;
    }
    public function now(): string { return 'now in ' . $this->zone; }
}

const ZONE = 'Europe/Paris';

/** Made by the container. */
function make_clock(Clock $clock = new SystemClock(), $other = new SystemClock(options: ['a' => 1], zone: ZONE)) {}

class Service
{
    const ZONE = 'Asia/Tokyo';
    public function __construct(
        private Clock $clock = new SystemClock(self::ZONE),
        public Bag $bag = new Bag([1, 'two' => new SystemClock('bag')]),
        public int $plain = 3,
    ) {
    }
    public function withSelf(self $s = new self(new SystemClock('inner'))) {}
    public static function make(array $list = [new SystemClock('l1'), 'k' => new SystemClock(zone: 'l2')], $x = 'it\'s') {}
}

class Registry
{
    public function __construct(...$items) { echo '  registry of ', count($items), "\n"; }
}

class Child extends Registry
{
    public function withParent(Registry $p = new parent(1, new SystemClock('p'))) {}
}

function show(\ReflectionParameter $p)
{
    echo $p, "\n";
    echo '  constant: ', var_export($p->isDefaultValueConstant(), true), ' ';
    var_dump($p->getDefaultValueConstantName());
    $before = SystemClock::$made;
    $a = $p->getDefaultValue();
    $b = $p->getDefaultValue();
    echo '  made: ', SystemClock::$made - $before, ', same object: ', var_export($a === $b, true), "\n";
    echo '  value: ', json_encode($a instanceof Bag ? $a->getArrayCopy() : $a), ' ', is_object($a) ? get_class($a) : gettype($a), "\n";
}

foreach ((new \ReflectionFunction('App\Model\make_clock'))->getParameters() as $p) {
    show($p);
}
foreach ([[Service::class, '__construct'], [Service::class, 'withSelf'], [Service::class, 'make'], [Child::class, 'withParent']] as [$class, $method]) {
    foreach ((new \ReflectionMethod($class, $method))->getParameters() as $p) {
        show($p);
    }
}
$closure = function (Clock $c = new SystemClock('closure'), $n = 1) { return $c; };
$arrow = fn(Bag $b = new Bag(['arrow'])) => $b;
foreach ([$closure, $arrow] as $fn) {
    foreach ((new \ReflectionFunction($fn))->getParameters() as $p) {
        show($p);
    }
}

echo new \ReflectionFunction('App\Model\make_clock');
echo new \ReflectionMethod(Service::class, 'make');
echo new \ReflectionMethod(Child::class, 'withParent');
echo new \ReflectionClass(Child::class);
echo new \ReflectionObject(new Registry());

// calls still make the default at each call that omits it
$s = new Service();
echo get_class((fn() => $this->clock)->call($s)), ' ', (fn() => $this->clock->zone)->call($s), ' ', count($s->bag), "\n";
echo $closure()->zone, ' ', $closure(new SystemClock('given'))->zone, "\n";

// Symfony's autowiring: the default of an optional constructor parameter
$ctor = (new \ReflectionClass(Service::class))->getConstructor();
$args = [];
foreach ($ctor->getParameters() as $p) {
    if ($p->isDefaultValueAvailable()) {
        $args[] = $p->getDefaultValue();
    }
}
$made = new Service(...$args);
echo get_class($args[0]), ' ', $args[0]->zone, ' ', $made->plain, "\n";
echo 'made in all: ', SystemClock::$made, "\n";
