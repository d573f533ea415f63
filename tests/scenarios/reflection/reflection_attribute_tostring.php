<?php
// ReflectionAttribute as a string (PHP 8.2: __toString, Stringable, Reflector).
require __DIR__ . '/inc/helpers.php';

#[Plain]
#[WithArgs(1, 'two', [3], name: 'x')]
class Target {}

$r = new ReflectionClass('ReflectionAttribute');
show('implements Reflector', function () use ($r) { return $r->implementsInterface('Reflector'); });
show('has __toString', function () use ($r) { return $r->hasMethod('__toString'); });
foreach (attrs(fn() => (new ReflectionClass('Target'))->getAttributes()) as $a) {
    echo attempt(function () use ($a) { return (string) $a; }), "\n";
    show('Stringable', function () use ($a) { return $a instanceof Stringable; });
}
