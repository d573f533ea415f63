<?php
// The flags of a user attribute class are read from its own #[Attribute(...)], evaluated
// as a constant expression when needed, and checked as PHP 8.2 does: a string, an
// out-of-range int, a constant expression, named flags, an undefined constant.
require __DIR__ . '/inc/helpers.php';

const MY_FLAGS = Attribute::TARGET_FUNCTION;

#[Attribute('x')] class StringFlags {}
#[Attribute('2')] class NumericStringFlags {}
#[Attribute(1000)] class TooBig {}
#[Attribute(128)] class NextBit {}
#[Attribute(-1)] class Negative {}
#[Attribute(Attribute::TARGET_FUNCTION | Attribute::IS_REPEATABLE)] class Expr {}
#[Attribute(flags: Attribute::TARGET_FUNCTION)] class Named {}
#[Attribute(MY_FLAGS)] class FromConstant {}
#[Attribute(UNDEFINED_FLAGS)] class Undefined {}
#[Attribute(2.0)] class FloatFlags {}
#[Attribute(null)] class NullFlags {}
#[Attribute] class DefaultFlags {}
#[Attribute()] class EmptyParens {}

#[StringFlags, NumericStringFlags, TooBig, NextBit, Negative, Expr, Expr, Named, FromConstant, Undefined, FloatFlags, NullFlags, DefaultFlags, EmptyParens]
function f() {}

foreach (attrs(fn() => (new ReflectionFunction('f'))->getAttributes()) as $a) {
    echo str_pad($a->getName(), 18), ' ', attempt(function () use ($a) { return $a->newInstance(); }), "\n";
}
foreach (['StringFlags', 'TooBig', 'Undefined', 'FromConstant'] as $c) {
    echo "$c's own #[Attribute]: ", attempt(function () use ($c) { return (new ReflectionClass($c))->getAttributes()[0]->getArguments(); }), "\n";
    echo "  as an object: ", attempt(function () use ($c) { return (new ReflectionClass($c))->getAttributes()[0]->newInstance(); }), "\n";
}
