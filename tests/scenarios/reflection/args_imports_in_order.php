<?php
// Names in arguments are resolved with the imports in force where the attribute is
// written: an import further down the file does not apply above it, and each namespace
// block has its own (the index files attrsyntax writes keep that order).
namespace First;

require __DIR__ . '/inc/helpers.php';

#[\Attribute(\Attribute::TARGET_ALL | \Attribute::IS_REPEATABLE)]
class Tag
{
    public $args;
    public function __construct(...$args) { $this->args = $args; }
}

const VALUE = 'First\VALUE';

#[Tag(Thing::class, Alias\Deep::class, VALUE)]
class Before {}

use Vendor\Package\Thing;
use Vendor\Package as Alias;
use const Other\VALUE;

#[Tag(Thing::class, Alias\Deep::class, namespace\Thing::class)]
class After {}

namespace Second;

use Elsewhere\Thing;

#[\First\Tag(Thing::class, Alias\Deep::class, \First\VALUE)]
class InSecond {}

foreach (['First\Before', 'First\After', 'Second\InSecond'] as $class) {
    foreach ((new \ReflectionClass($class))->getAttributes() as $a) {
        echo $class, ': ', attempt(function () use ($a) { return $a->getArguments(); }), ' ',
            attempt(function () use ($a) { return $a->newInstance()->args; }), "\n";
    }
}
