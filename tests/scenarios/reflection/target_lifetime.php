<?php
// ReflectionAttribute objects outlive what they were read from: the Reflection object, the
// closure or the anonymous class object. (Not a closure made by eval(): native PHP 8.2.36
// itself crashes reading such an attribute once the closure is gone.)
require __DIR__ . '/inc/helpers.php';

function make_closure($v) { return #[Made('closure', [1, 2], self_test: true)] function () use ($v) { return $v; }; }
function make_object() { return new #[Made('anonymous class')] class {}; }

$closure = make_closure(1);
$fromClosure = attrs(fn() => (new ReflectionFunction($closure))->getAttributes());
unset($closure);
$object = make_object();
$fromObject = attrs(fn() => (new ReflectionObject($object))->getAttributes());
unset($object);
gc_collect_cycles();

foreach (['closure' => $fromClosure, 'anonymous class' => $fromObject] as $label => $attrs) {
    dump_attributes($label, $attrs);
}
// many short-lived closures, their attributes kept
$kept = [];
for ($i = 0; $i < 50; $i++) {
    $kept[] = attrs(fn() => (new ReflectionFunction(make_closure($i)))->getAttributes())[0] ?? null;
}
gc_collect_cycles();
show('50 kept attributes', fn() => count(array_unique(array_map(fn($a) => export($a->getArguments()), $kept))));
