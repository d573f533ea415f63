<?php
// Operations that throw when evaluated: thrown by getArguments()/newInstance(), each time,
// never by getAttributes(); the other attributes still work.
require __DIR__ . '/inc/helpers.php';

#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)]
class Ok { public $v; public function __construct($v = null) { $this->v = $v; } }

#[Ok(1)]
#[Ok(1 % 0)]
#[Ok(1 << -1)]
#[Ok(2)]
function f() {}

$r = new ReflectionFunction('f');
names('getAttributes', fn() => $r->getAttributes());
foreach (attrs(fn() => $r->getAttributes()) as $i => $a) {
    echo "$i getArguments: ", attempt(function () use ($a) { return $a->getArguments(); }), "\n";
    echo "$i again:        ", attempt(function () use ($a) { return $a->getArguments(); }), "\n";
    echo "$i newInstance:  ", attempt(function () use ($a) { return $a->newInstance(); }), "\n";
}
