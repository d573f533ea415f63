<?php
// Reflection of the Attribute class itself: final, internal, its own #[Attribute(TARGET_CLASS)],
// its property and constructor.
require __DIR__ . '/inc/helpers.php';

$r = new ReflectionClass('Attribute');
show('isFinal', function () use ($r) { return $r->isFinal(); });
show('isInternal', function () use ($r) { return $r->isInternal(); });
show('isInstantiable', function () use ($r) { return $r->isInstantiable(); });
show('parent', function () use ($r) { return $r->getParentClass(); });
dump_attributes('Attribute', fn() => $r->getAttributes());
show('property flags public', function () use ($r) { return $r->getProperty('flags')->isPublic(); });
show('property flags type', function () use ($r) { return $r->getProperty('flags')->getType()->getName(); });
show('constructor parameters', function () use ($r) {
    $out = [];
    foreach ($r->getConstructor()->getParameters() as $p) {
        $out[] = $p->getName() . ':' . $p->getType()->getName() . ($p->isOptional() ? ' optional' : '');
    }
    return $out;
});
show('class_exists', function () { return class_exists('Attribute', false); });
show('class name case', function () { return (new ReflectionClass('attribute'))->getName(); });
