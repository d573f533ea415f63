<?php
// Invalid flags: PHP 8's ValueError, for every reflector.
require __DIR__ . '/inc/helpers.php';

#[A]
class Target
{
    #[A] const K = 1;
    #[A] public $p;
    #[A] public function m(#[A] $x) {}
}
#[A] function f() {}

$list = [
    'class' => new ReflectionClass('Target'),
    'object' => new ReflectionObject(new Target()),
    'constant' => new ReflectionClassConstant('Target', 'K'),
    'property' => new ReflectionProperty('Target', 'p'),
    'method' => new ReflectionMethod('Target', 'm'),
    'parameter' => new ReflectionParameter(['Target', 'm'], 'x'),
    'function' => new ReflectionFunction('f'),
];
foreach ($list as $label => $r) {
    foreach ([1, 3, 4, -1, 0] as $flags) {
        names("$label flags=$flags", function () use ($r, $flags) { return $r->getAttributes('A', $flags); });
    }
}
names('null name, flags=1', function () { return (new ReflectionFunction('f'))->getAttributes(null, 1); });
