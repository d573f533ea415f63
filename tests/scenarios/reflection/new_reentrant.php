<?php
// Re-entrance: an attribute constructor that reads attributes (its own declaration's and
// its own class's) and instantiates other attributes while being instantiated.
require __DIR__ . '/inc/helpers.php';

#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)]
class Inner { public $v; public function __construct($v) { $this->v = $v; } }

#[Attribute]
#[Inner('on the attribute class')]
class Reentrant
{
    public $seen;
    public function __construct($depth)
    {
        $this->seen = [
            'own class' => array_map(function ($a) { return $a->newInstance(); }, (new ReflectionClass(self::class))->getAttributes('Inner')),
            'target' => array_map(function ($a) { return $a->getName() . export($a->getArguments()); }, (new ReflectionClass('Target'))->getAttributes()),
        ];
        if ($depth > 0) {
            $this->seen['nested'] = (new ReflectionFunction('nested'))->getAttributes()[0]->newInstance();
        }
    }
}

#[Reentrant(1), Inner(2)]
class Target {}

#[Reentrant(0)]
function nested() {}

show('newInstance', fn() => (new ReflectionClass('Target'))->getAttributes()[0]->newInstance());
show('then the other one', fn() => (new ReflectionClass('Target'))->getAttributes()[1]->newInstance());
