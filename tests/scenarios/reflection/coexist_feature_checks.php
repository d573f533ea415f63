<?php
// Code that checks for attribute support before using it: method_exists() on every
// Reflection class and object, class_exists() for the attribute classes, is_callable().
require __DIR__ . '/inc/helpers.php';

#[Marker]
class Target { #[Marker] public $p; #[Marker] const K = 1; #[Marker] public function m($x) {} }

$objects = [
    new ReflectionClass('Target'),
    new ReflectionObject(new Target()),
    new ReflectionMethod('Target', 'm'),
    new ReflectionFunction('strlen'),
    new ReflectionProperty('Target', 'p'),
    new ReflectionClassConstant('Target', 'K'),
    new ReflectionParameter(['Target', 'm'], 'x'),
];
foreach ($objects as $r) {
    // the usual test is PHP_VERSION_ID >= 80000 || method_exists($r, 'getAttributes')
    echo str_pad(get_class($r), 24), ' method_exists: ', var_export(method_exists($r, 'getAttributes'), true),
        ' is_callable: ', var_export(is_callable([$r, 'getAttributes']), true),
        ' result: ', attempt(function () use ($r) { return count($r->getAttributes()); }), "\n";
}
foreach (['ReflectionClass', 'ReflectionFunctionAbstract', 'ReflectionProperty', 'ReflectionClassConstant', 'ReflectionParameter'] as $c) {
    echo "$c declares getAttributes: ", attempt(fn() => (new ReflectionMethod($c, 'getAttributes'))->class), "\n";
}
foreach (['Attribute', 'ReflectionAttribute'] as $c) {
    echo "class_exists($c): ", var_export(class_exists($c, false), true), "\n";
}
foreach (['getName', 'getArguments', 'getTarget', 'isRepeated', 'newInstance'] as $m) {
    echo "ReflectionAttribute::$m: ", var_export(method_exists('ReflectionAttribute', $m), true), "\n";
}
