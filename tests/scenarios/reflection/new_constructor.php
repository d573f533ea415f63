<?php
// Attribute constructors: non-public ones, none at all (with and without arguments), an
// inherited one, one that throws, an abstract attribute class.
require __DIR__ . '/inc/helpers.php';

#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)] class PrivateCtor { private function __construct() {} }
#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)] class ProtectedCtor { protected function __construct($x = 1) {} }
#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)] class NoCtor { public $p = 'default'; }
#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)] class Thrower { public function __construct($m) { throw new RuntimeException("thrown: $m"); } }
#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)] class ParentWithCtor { public $v; public function __construct($v = 'parent default') { $this->v = $v; } }
#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)] class InheritsCtor extends ParentWithCtor {}
#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)] abstract class AbstractAttr { public function __construct() {} }

#[PrivateCtor]
#[ProtectedCtor]
#[ProtectedCtor(5)]
#[NoCtor]
#[NoCtor(1)]
#[NoCtor(name: 1)]
#[Thrower('boom')]
#[InheritsCtor]
#[InheritsCtor('given')]
#[AbstractAttr]
function f() {}

foreach (attrs(fn() => (new ReflectionFunction('f'))->getAttributes()) as $a) {
    echo str_pad($a->getName() . export($a->getArguments()), 22), ' ', attempt(function () use ($a) { return $a->newInstance(); }), "\n";
}
