<?php
// Magic constants in a trait's member attributes, seen through the class using the trait.
require __DIR__ . '/inc/helpers.php';

#[M(__CLASS__, __TRAIT__, __FUNCTION__, __METHOD__, self::class)]
trait T
{
    #[M(__CLASS__, __TRAIT__, __FUNCTION__, __METHOD__, self::class)] public $p;
    #[M(__CLASS__, __TRAIT__, __FUNCTION__, __METHOD__, self::class)] public function m() {}
    public function closure() { return #[M(__CLASS__, __TRAIT__, __FUNCTION__, __METHOD__, self::class)] function () {}; }
}

class User { use T; }

$list = [
    'trait' => new ReflectionClass('T'),
    'trait property via T' => new ReflectionProperty('T', 'p'),
    'trait property via User' => new ReflectionProperty('User', 'p'),
    'trait method via T' => new ReflectionMethod('T', 'm'),
    'trait method via User' => new ReflectionMethod('User', 'm'),
    'closure of a trait method' => new ReflectionFunction((new User())->closure()),
];
foreach ($list as $label => $r) {
    echo str_pad($label, 26), ' ', attempt(function () use ($r) { return $r->getAttributes()[0]->getArguments(); }), "\n";
}
