<?php
// Constants in a namespace: the namespaced one first, then the global fallback for
// unqualified names; qualified names never fall back.
namespace App;

require __DIR__ . '/inc/helpers.php';

const LOCAL = 'App\LOCAL';
\define('GLOBAL_ONLY', 'global');
\define('SHADOWED', 'global SHADOWED');
const SHADOWED = 'App\SHADOWED';

#[Fallback(LOCAL, GLOBAL_ONLY, SHADOWED, \SHADOWED, namespace\SHADOWED, PHP_INT_SIZE > 0, E_ALL > 0)]
#[Qualified(\App\LOCAL)]
#[QualifiedMissing(\App\GLOBAL_ONLY)]
#[Later(LATER)]
#[Sub(Sub\INNER)]
class Target {}

$attrs = attrs(fn() => (new \ReflectionClass(Target::class))->getAttributes());
foreach ($attrs as $a) {
    echo $a->getName(), ': ', attempt(function () use ($a) { return $a->getArguments(); }), "\n";
}
\define('LATER', 'global LATER');
\define('App\Sub\INNER', 'App\Sub\INNER');
echo "after defining LATER globally and App\\Sub\\INNER:\n";
foreach ($attrs as $a) {
    echo $a->getName(), ': ', attempt(function () use ($a) { return $a->getArguments(); }), "\n";
}
\define('App\LATER', 'App\LATER');
echo "after defining App\\LATER:\n";
echo attempt(function () use ($attrs) { return $attrs[3]->getArguments(); }), "\n";
