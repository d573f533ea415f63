<?php
// Without strict_types in the declaring file, newInstance() coerces "1" to int; the
// declaration in a strict file still gets a TypeError even when called from here.
require __DIR__ . '/inc/helpers.php';
require __DIR__ . '/inc/int_attribute.php';

#[IntAttr('1')]
#[IntAttr(' 2')]
#[IntAttr(true)]
#[IntAttr('1.0')]
class Target {}

foreach (attrs(fn() => (new ReflectionClass('Target'))->getAttributes()) as $a) {
    echo $a->getName(), ' ', attempt(function () use ($a) { return $a->getArguments(); }),
        ' => ', attempt_class_only(function () use ($a) { return $a->newInstance(); }), "\n";
}
require __DIR__ . '/inc/strict_usage.php';
foreach (attrs(fn() => (new ReflectionClass('StrictTarget'))->getAttributes()) as $a) {
    echo 'StrictTarget ', attempt(function () use ($a) { return $a->getArguments(); }),
        ' => ', attempt_class_only(function () use ($a) { return $a->newInstance(); }), "\n";
}
