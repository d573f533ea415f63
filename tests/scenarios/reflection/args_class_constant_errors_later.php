<?php
// A class constant whose value needs a global constant defined later: getArguments() fails
// with the engine's error while it is missing, and works once it is defined.
require __DIR__ . '/inc/helpers.php';

class Config
{
    const DERIVED = LATER_VALUE . '!';
    const ARR = ['k' => self::DERIVED];
}

#[Uses(Config::DERIVED, Config::ARR['k'])]
function f() {}

$a = attrs(fn() => (new ReflectionFunction('f'))->getAttributes())[0] ?? null;
show('before define', fn() => $a->getArguments());
show('again', fn() => $a->getArguments());
define('LATER_VALUE', 'later');
show('after define', fn() => $a->getArguments());
show('the constant itself', fn() => Config::DERIVED);
