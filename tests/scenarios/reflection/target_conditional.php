<?php
// Declarations made at run time: a class in an if, a class and a function declared inside
// a function, a class used before its declaration (hoisted), a class extending one
// declared later.
require __DIR__ . '/inc/helpers.php';

names('hoisted', fn() => (new ReflectionClass('Hoisted'))->getAttributes());

if (PHP_INT_SIZE > 0) {
    #[InIf(1)]
    class InIf {}
} else {
    #[InElse(2)]
    class InIf {}
}

function declare_things()
{
    #[InFunction]
    class DeclaredInFunction {}
    #[NestedFunction(__FUNCTION__)]
    function nested_function() {}
}
declare_things();

#[Hoisted]
class Hoisted {}

#[LateChild]
class LateChild extends LateParent {}
#[LateParent]
class LateParent {}

names('InIf', fn() => (new ReflectionClass('InIf'))->getAttributes());
show('InIf args', function () { return (new ReflectionClass('InIf'))->getAttributes()[0]->getArguments(); });
names('DeclaredInFunction', fn() => (new ReflectionClass('DeclaredInFunction'))->getAttributes());
names('nested_function', fn() => (new ReflectionFunction('nested_function'))->getAttributes());
show('nested_function args', function () { return (new ReflectionFunction('nested_function'))->getAttributes()[0]->getArguments(); });
names('LateChild', fn() => (new ReflectionClass('LateChild'))->getAttributes());
names('LateParent', fn() => (new ReflectionClass('LateParent'))->getAttributes());
