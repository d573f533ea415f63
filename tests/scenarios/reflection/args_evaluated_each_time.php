<?php
// Every getArguments()/newInstance() evaluates again: fresh arrays and objects each time,
// a constant defined between two calls is seen by the second one.
require __DIR__ . '/inc/helpers.php';

#[Attribute]
class Box
{
    public static $made = 0;
    public $v;
    public function __construct($v = null) { $this->v = $v; self::$made++; }
}

#[Box([LATE, 2])]
class Target {}

$a = attrs(fn() => (new ReflectionClass('Target'))->getAttributes())[0] ?? null;
show('first getArguments', function () use ($a) { return $a->getArguments(); });
define('LATE', 'now defined');
show('second getArguments', function () use ($a) { return $a->getArguments(); });
$x = $a->getArguments();
$x[0][0] = 'changed';
show('after changing a returned array', function () use ($a) { return $a->getArguments(); });
$o1 = $a->newInstance();
$o2 = $a->newInstance();
show('two newInstance() are different objects', function () use ($o1, $o2) { return $o1 !== $o2; });
$o1->v = 'modified';
show('o2 unaffected', function () use ($o2) { return $o2; });
show('constructor calls', function () { return Box::$made; });
$b = attrs(fn() => (new ReflectionClass('Target'))->getAttributes())[0] ?? null;
show('another ReflectionAttribute of the same declaration', function () use ($b) { return $b->newInstance(); });
