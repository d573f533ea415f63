<?php
// Global constants: const and define(), including define() AFTER the declaration but
// before getArguments(); the value at evaluation time is used, each time.
require __DIR__ . '/inc/helpers.php';

const DECLARED = 'declared';
define('DEFINED_BEFORE', 'before');

#[Consts(DECLARED, DEFINED_BEFORE, DEFINED_LATER, PHP_EOL, E_ALL & ~E_NOTICE, M_PI > 3)]
#[Later(DEFINED_LATER . '!')]
#[CaseInsensitive(TRUE, FaLsE, NULL)]
class Target {}

$attrs = attrs(fn() => (new ReflectionClass('Target'))->getAttributes());
foreach ($attrs as $a) {
    echo $a->getName(), ' before define: ', attempt(function () use ($a) { return $a->getArguments(); }), "\n";
}
define('DEFINED_LATER', 'later');
foreach ($attrs as $a) {
    echo $a->getName(), ' after define:  ', attempt(function () use ($a) { return $a->getArguments(); }), "\n";
}
