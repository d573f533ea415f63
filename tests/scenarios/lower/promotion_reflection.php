<?php
// Constructor property promotion: the properties, their order, types, doc comments,
// isPromoted() and attributes of both parameter and property, as PHP 8.2 reflects them.
#[Attribute(Attribute::TARGET_PARAMETER)] class OnlyParam {}
#[Attribute(Attribute::TARGET_PROPERTY)] class OnlyProp {}
#[Attribute] class Both { public function __construct(public $v = 0) {} }

class C
{
    public $before;
    /** the constructor */
    public function __construct(
        /** doc of a */
        #[OnlyParam, OnlyProp, Both(1)]
        public int $a = 5,
        protected ?string $b = null,
        private array &$c = [],
        $d = 1,
        /** not promoted: PHP 8 keeps it from later declarations */
        $e = 2,
        public $f = 'f',
    ) {
        echo 'body: a=', $this->a, ' f=', $this->f, ' line ', __LINE__, "\n";
        $closure = function () {};
        var_dump((new ReflectionFunction($closure))->getDocComment());
    }
    public $after;
    public function getC() { return $this->c; }
}

function describe_type($t)
{
    return $t === null ? 'none' : ($t->allowsNull() ? '?' : '') . $t->getName();
}
function attribute_names(array $attributes)
{
    return json_encode(array_map(function ($a) { return $a->getName(); }, $attributes));
}

$r = new ReflectionClass('C');
foreach ($r->getProperties() as $p) {
    echo $p->getName(), ' ', $p->isPromoted() ? 'promoted' : '-', ' ', implode(' ', Reflection::getModifierNames($p->getModifiers())),
        ' ', describe_type($p->getType()), ' ', json_encode($p->getDocComment()), ' ', attribute_names($p->getAttributes()), "\n";
}
foreach ($r->getConstructor()->getParameters() as $p) {
    echo '$', $p->getName(), ' ', $p->isPromoted() ? 'promoted' : '-', ' ', $p->isPassedByReference() ? 'by-ref' : 'by-value',
        ' ', attribute_names($p->getAttributes()), "\n";
}
foreach ([$r->getProperty('a'), $r->getConstructor()->getParameters()[0]] as $reflector) {
    foreach ($reflector->getAttributes() as $attribute) {
        try {
            $attribute->newInstance();
            echo get_class($reflector), ' ', $attribute->getName(), ' target ', $attribute->getTarget(), "\n";
        } catch (Error $e) {
            echo get_class($reflector), ' ', $attribute->getName(), ': ', $e->getMessage(), "\n";
        }
    }
}
echo json_encode($r->getConstructor()->getDocComment()), ' ', $r->getConstructor()->getStartLine(), '-', $r->getConstructor()->getEndLine(), "\n";

$x = [1];
$o = new C(7, 'b', $x);
$x[] = 2;
echo json_encode($o->getC()), "\n";
var_dump($o);
try {
    new C('not an int');
} catch (TypeError $e) {
    echo get_class($e), ' line ', $e->getLine(), "\n";
}
