<?php
// Errors while evaluating arguments: PHP 8's messages, thrown by getArguments() and
// newInstance() (each time), never by getAttributes()/getName(); one bad attribute never
// breaks the other attributes of the same declaration.
require __DIR__ . '/inc/helpers.php';

#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)]
class Ok { public $v; public function __construct($v = null) { $this->v = $v; } }

class Holder
{
    const PUB = 'pub';
    private const SECRET = 'secret';
    protected const PROT = 'prot';
}

#[Ok('first')]
#[Ok(UNDEFINED_CONSTANT)]
#[Ok(Missing\Klass::FOO)]
#[Ok(MissingClass::FOO)]
#[Ok(Holder::NOPE)]
#[Ok(Holder::SECRET)]
#[Ok(Holder::PROT)]
#[Ok(['ok', UNDEFINED_IN_ARRAY])]
#[Ok(true ? 'short-circuit' : UNDEFINED_NOT_EVALUATED)]
#[Ok(Holder::PUB)]
#[Ok('last')]
function f() {}

$r = new ReflectionFunction('f');
names('getAttributes', fn() => $r->getAttributes());
foreach (attrs(fn() => $r->getAttributes()) as $i => $a) {
    echo "$i getArguments: ", attempt(function () use ($a) { return $a->getArguments(); }), "\n";
    echo "$i newInstance:  ", attempt(function () use ($a) { return $a->newInstance(); }), "\n";
}
echo "again:\n";
foreach (attrs(fn() => $r->getAttributes()) as $i => $a) {
    echo "$i getArguments: ", attempt(function () use ($a) { return $a->getArguments(); }), "\n";
}
