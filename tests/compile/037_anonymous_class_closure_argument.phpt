--TEST--
Compile hook: an anonymous class whose constructor arguments hold a closure: its attributes are the class body's, not the closure's
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
#[Attribute]
class A { public $v; public function __construct($v = null) { $this->v = $v; } }
$o = new class(function () { return 1; }, [1, 2]) {
    #[A('property')]
    public $f;
    public function __construct($f, $list) { $this->f = $f; }
    #[A('method')]
    public function m(#[A('parameter')] $x) {}
};
$c = new ReflectionClass($o);
foreach ([$c->getProperty('f'), $c->getMethod('m'), $c->getMethod('m')->getParameters()[0]] as $r) {
    echo get_class($r), ' ', $r->getName(), ': ', $r->getAttributes()[0]->newInstance()->v, "\n";
}
var_dump(($o->f)());
?>
--EXPECT--
ReflectionProperty f: property
ReflectionMethod m: method
ReflectionParameter x: parameter
int(1)
