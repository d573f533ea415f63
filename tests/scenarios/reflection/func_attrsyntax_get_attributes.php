<?php
// attrsyntax_get_attributes(Reflector, ?string $name = null, int $flags = 0): what
// $r->getAttributes($name, $flags) returns, for every kind of reflector.
require __DIR__ . '/inc/helpers.php';

interface Marker {}
#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)]
class Tag implements Marker { public $v; public function __construct($v = null) { $this->v = $v; } }

#[Tag('class'), Other]
class Target
{
    #[Tag('const')] const K = 1;
    #[Tag('prop'), Other] public $p;
    #[Other, Tag('method')] public function m(#[Tag('param')] $x) {}
}
#[Tag('function')] function f() {}
$closure = #[Tag('closure')] fn() => 1;

$list = [
    'ReflectionClass' => new ReflectionClass('Target'),
    'ReflectionObject' => new ReflectionObject(new Target()),
    'ReflectionClassConstant' => new ReflectionClassConstant('Target', 'K'),
    'ReflectionProperty' => new ReflectionProperty('Target', 'p'),
    'ReflectionMethod' => new ReflectionMethod('Target', 'm'),
    'ReflectionParameter' => new ReflectionParameter(['Target', 'm'], 'x'),
    'ReflectionFunction' => new ReflectionFunction('f'),
    'closure' => new ReflectionFunction($closure),
];
foreach ($list as $label => $r) {
    dump_attributes("$label, all", fn() => attrsyntax_get_attributes($r));
    names("$label, 'Tag'", function () use ($r) { return attrsyntax_get_attributes($r, 'Tag'); });
    names("$label, 'tag'", function () use ($r) { return attrsyntax_get_attributes($r, 'tag'); });
    names("$label, Marker IS_INSTANCEOF", function () use ($r) { return attrsyntax_get_attributes($r, 'Marker', ReflectionAttribute::IS_INSTANCEOF); });
    names("$label, null name, flags 0", function () use ($r) { return attrsyntax_get_attributes($r, null, 0); });
    show("$label, same as getAttributes()", function () use ($r) {
        $a = array_map(function ($x) { return [$x->getName(), $x->getArguments(), $x->getTarget(), $x->isRepeated()]; }, attrsyntax_get_attributes($r));
        $b = array_map(function ($x) { return [$x->getName(), $x->getArguments(), $x->getTarget(), $x->isRepeated()]; }, $r->getAttributes());
        return $a === $b;
    });
}
