<?php
// ReflectionMethod of a closure's __invoke(): PHP 8 reports the closure's attributes, as a method.
require __DIR__ . '/inc/helpers.php';

$closure = #[C('closure')] function () {};
dump_attributes('ReflectionMethod of __invoke', fn() => (new ReflectionMethod($closure, '__invoke'))->getAttributes());
