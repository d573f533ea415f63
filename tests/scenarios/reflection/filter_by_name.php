<?php
// getAttributes($name): exact class name, case-insensitive, no match, a leading backslash,
// names in a namespace, on every kind of reflector.
namespace App;

require __DIR__ . '/inc/helpers.php';

#[Route('/a'), Other, Route('/b'), \Vendor\Route]
class Target
{
    #[Route] const K = 1;
    #[Route, Other] public $p;
    #[Other, Route] public function m(#[Route] $x) {}
}
#[Route] function f() {}

$r = new \ReflectionClass(Target::class);
foreach (['App\Route', 'app\route', 'APP\ROUTE', '\App\Route', 'Route', 'Vendor\Route', 'App\Other', 'Nope', ''] as $name) {
    names(var_export($name, true), function () use ($r, $name) { return $r->getAttributes($name); });
}
names('null', fn() => $r->getAttributes(null));
names('constant', fn() => (new \ReflectionClassConstant(Target::class, 'K'))->getAttributes('App\Route'));
names('property', fn() => (new \ReflectionProperty(Target::class, 'p'))->getAttributes('app\other'));
names('method', fn() => (new \ReflectionMethod(Target::class, 'm'))->getAttributes('App\Route'));
names('parameter', fn() => (new \ReflectionMethod(Target::class, 'm'))->getParameters()[0]->getAttributes('App\Route'));
names('function', fn() => (new \ReflectionFunction('App\f'))->getAttributes('App\ROUTE'));
dump_attributes('filtered keys are renumbered', fn() => $r->getAttributes('App\Route'));
show('keys', function () use ($r) { return array_keys($r->getAttributes('App\Route')); });
