<?php
declare(strict_types=1);
// The declaring file's strict_types applies to newInstance(): "1" for an int parameter is
// a TypeError here (only the class is printed: engine messages differ), an int is fine.
require __DIR__ . '/inc/helpers.php';
require __DIR__ . '/inc/int_attribute.php';

#[IntAttr('1')]
#[IntAttr(2)]
#[IntAttr(1.0)]
class Target {}

foreach (attrs(fn() => (new ReflectionClass('Target'))->getAttributes()) as $a) {
    echo $a->getName(), ' ', attempt(function () use ($a) { return $a->getArguments(); }),
        ' => ', attempt_class_only(function () use ($a) { return $a->newInstance(); }), "\n";
}
// the caller's file is strict too, but a non-strict declaration coerces
require __DIR__ . '/inc/non_strict_usage.php';
foreach (attrs(fn() => (new ReflectionClass('NonStrictTarget'))->getAttributes()) as $a) {
    echo 'NonStrictTarget ', attempt(function () use ($a) { return $a->getArguments(); }),
        ' => ', attempt_class_only(function () use ($a) { return $a->newInstance(); }), "\n";
}
