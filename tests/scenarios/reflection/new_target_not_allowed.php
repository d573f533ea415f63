<?php
// An attribute used on a target its flags do not allow: PHP 8's message, for every kind of
// target and combination of allowed targets, at newInstance() only.
require __DIR__ . '/inc/helpers.php';

#[Attribute(Attribute::TARGET_CLASS)] class OnlyClass {}
#[Attribute(Attribute::TARGET_CLASS | Attribute::TARGET_FUNCTION)] class ClassOrFunction {}
#[Attribute(Attribute::TARGET_METHOD | Attribute::TARGET_PROPERTY | Attribute::TARGET_CLASS_CONSTANT | Attribute::TARGET_PARAMETER)] class Members {}
#[Attribute(Attribute::TARGET_PARAMETER)] class OnlyParameter {}
#[Attribute(Attribute::TARGET_CLASS_CONSTANT)] class OnlyConstant {}
#[Attribute(Attribute::TARGET_ALL & ~Attribute::TARGET_FUNCTION)] class NotFunction {}
#[Attribute(Attribute::IS_REPEATABLE)] class NoTarget {}
#[Attribute(0)] class Zero {}

#[OnlyClass, ClassOrFunction, Members, OnlyParameter, NotFunction, NoTarget, Zero]
class Target
{
    #[OnlyClass, ClassOrFunction, Members, OnlyConstant, NoTarget] const K = 1;
    #[OnlyClass, Members, OnlyParameter] public $p;
    #[OnlyClass, ClassOrFunction, Members, NotFunction, Zero]
    public function m(#[OnlyClass, Members, OnlyParameter, OnlyConstant] $x) {}
}
#[OnlyClass, ClassOrFunction, Members, NotFunction]
function f() {}
$closure = #[OnlyParameter, ClassOrFunction, NotFunction] fn() => 1;

$list = [
    'class' => new ReflectionClass('Target'),
    'constant' => new ReflectionClassConstant('Target', 'K'),
    'property' => new ReflectionProperty('Target', 'p'),
    'method' => new ReflectionMethod('Target', 'm'),
    'parameter' => new ReflectionParameter(['Target', 'm'], 'x'),
    'function' => new ReflectionFunction('f'),
    'closure' => new ReflectionFunction($closure),
];
foreach ($list as $label => $r) {
    echo "$label:\n";
    foreach (attrs(fn() => $r->getAttributes()) as $a) {
        echo '  ', str_pad($a->getName(), 15), ' ', attempt(function () use ($a) { return $a->newInstance(); }), "\n";
    }
}
