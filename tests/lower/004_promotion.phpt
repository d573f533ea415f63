--TEST--
Lowering: constructor property promotion (PHP 8.0): properties at the constructor's place, types, doc comments, by-reference, assigned first thing, isPromoted(), the parameter's attributes on the property too
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
#[Attribute] class Tag { public function __construct(public string $name = '') {} }
class Point {
    public $first;
    public function __construct(
        /** the x */
        #[Tag('x')] public float $x = 0.0,
        protected ?int &$y = null,
        $plain = 1,
    ) {
        echo 'x is ', $this->x, ' on line ', __LINE__, "\n";
    }
    public $last;
    public function y() { return $this->y; }
}
$y = 2;
$p = new Point(1.5, $y);
$y = 3;
echo $p->y(), "\n";
$r = new ReflectionClass('Point');
foreach ($r->getProperties() as $prop) {
    $type = $prop->getType();
    echo $prop->getName(), ' ', (int) $prop->isPromoted(), ' ', $type ? ($type->allowsNull() ? '?' : '') . $type->getName() : '-',
        ' ', var_export($prop->getDocComment(), true), ' ', count($prop->getAttributes()), "\n";
}
foreach ($r->getConstructor()->getParameters() as $param) {
    echo '$', $param->getName(), ' ', (int) $param->isPromoted(), ' ', count($param->getAttributes()), "\n";
}
echo $r->getProperty('x')->getAttributes()[0]->newInstance()->name, "\n";
var_dump((new ReflectionProperty('Tag', 'name'))->isPromoted(), (new ReflectionProperty('Point', 'first'))->isPromoted());
$o = new stdClass;
$o->dyn = 1;
var_dump((new ReflectionProperty($o, 'dyn'))->isPromoted());
var_dump((new ReflectionFunction(function ($a) {}))->getParameters()[0]->isPromoted());
?>
--EXPECT--
x is 1.5 on line 11
3
first 0 - false 0
x 1 float '/** the x */' 1
y 1 ?int false 0
last 0 - false 0
$x 1 1
$y 1 0
$plain 0 0
x
bool(true)
bool(false)
bool(false)
bool(false)
