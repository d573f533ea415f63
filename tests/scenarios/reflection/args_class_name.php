<?php
// X::class with imports and aliases, self::class and parent::class in a class, __CLASS__.
namespace App;

require __DIR__ . '/inc/helpers.php';

use Lib\Thing as Alias;

class Base {}

#[Names(Alias::class, Missing::class, \Fully\Qualified::class, self::class, parent::class, __CLASS__, Base::class, namespace\X::class)]
class Target extends Base
{
    #[InMethod(self::class, parent::class)] public function m() {}
}

#[InFunction(Alias::class, \stdClass::class, STDCLASS::class)]
function f() {}

show('class', function () { return (new \ReflectionClass(Target::class))->getAttributes()[0]->getArguments(); });
show('method', function () { return (new \ReflectionMethod(Target::class, 'm'))->getAttributes()[0]->getArguments(); });
show('function', function () { return (new \ReflectionFunction('App\f'))->getAttributes()[0]->getArguments(); });
