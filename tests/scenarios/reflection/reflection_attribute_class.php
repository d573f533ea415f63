<?php
// ReflectionAttribute: not final in PHP 8.2, its constant, its public methods; no direct construction
// (only the error class, see reflection_attribute_construct_message), no clone.
require __DIR__ . '/inc/helpers.php';

#[A]
class Target {}

$r = new ReflectionClass('ReflectionAttribute');
show('IS_INSTANCEOF', function () { return ReflectionAttribute::IS_INSTANCEOF; });
show('isFinal', function () use ($r) { return $r->isFinal(); });
show('isInternal', function () use ($r) { return $r->isInternal(); });
show('public methods', function () use ($r) {
    $m = [];
    foreach ($r->getMethods(ReflectionMethod::IS_PUBLIC) as $method) {
        if ($method->getName() !== '__toString') {
            $m[] = $method->getName();
        }
    }
    sort($m);
    return $m;
});
show('isInstantiable', function () use ($r) { return $r->isInstantiable(); });
show('isCloneable', function () use ($r) { return $r->isCloneable(); });
echo 'new ReflectionAttribute(): ', attempt_class_only(function () { return new ReflectionAttribute(); }), "\n";
$a = attrs(fn() => (new ReflectionClass('Target'))->getAttributes())[0] ?? null;
show('get_class', function () use ($a) { return get_class($a); });
show('clone', function () use ($a) { return clone $a; });
show('same object twice', function () { return (new ReflectionClass('Target'))->getAttributes()[0] === (new ReflectionClass('Target'))->getAttributes()[0]; });
show('serialize', function () use ($a) { return serialize($a); });
show('print_r', function () use ($a) { return print_r($a, true); });
show('properties', function () use ($a) { return get_object_vars($a); });
show('array cast', function () use ($a) { return (array) $a; });
