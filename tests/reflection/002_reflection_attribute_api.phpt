--TEST--
Reflection shim: ReflectionAttribute getName(), getArguments(), getTarget(), isRepeated(), newInstance() on every kind of reflector; not instantiable or clonable
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)]
class Tag {
    public $args;
    public function __construct($a = null, $b = null, $c = null, $named = false) { $this->args = [$a, $b, $c, $named]; }
}
#[Tag(1, 'two', [3 => 'three'], named: true)]
#[Tag]
class C {
    #[Tag(self::K)] const K = 'k';
    #[Tag] public $p;
    #[Tag] function m(#[Tag(2)] $x) {}
}
#[Tag] function f() {}
$targets = [
    new ReflectionClass('C'), new ReflectionClassConstant('C', 'K'), new ReflectionProperty('C', 'p'),
    new ReflectionMethod('C', 'm'), new ReflectionParameter(['C', 'm'], 'x'), new ReflectionFunction('f'),
];
foreach ($targets as $r) {
    foreach ($r->getAttributes() as $a) {
        echo get_class($r), ': ', get_class($a), ' ', $a->getName(), ' target=', $a->getTarget(),
            ' repeated=', var_export($a->isRepeated(), true), ' args=', json_encode($a->getArguments()), "\n";
    }
}
$a = (new ReflectionClass('C'))->getAttributes()[0];
$i = $a->newInstance();
echo get_class($i), ' ', json_encode($i->args), "\n";
var_dump($a->newInstance() === $i, $a->newInstance() == $i);
$rc = new ReflectionClass('ReflectionAttribute');
var_dump($rc->isInstantiable(), $rc->isCloneable(), ReflectionAttribute::IS_INSTANCEOF);
try {
    $c = clone $a;
} catch (Error $e) {
    echo get_class($e), "\n";
}
--EXPECT--
ReflectionClass: ReflectionAttribute Tag target=1 repeated=true args={"0":1,"1":"two","2":{"3":"three"},"named":true}
ReflectionClass: ReflectionAttribute Tag target=1 repeated=true args=[]
ReflectionClassConstant: ReflectionAttribute Tag target=16 repeated=false args=["k"]
ReflectionProperty: ReflectionAttribute Tag target=8 repeated=false args=[]
ReflectionMethod: ReflectionAttribute Tag target=4 repeated=false args=[]
ReflectionParameter: ReflectionAttribute Tag target=32 repeated=false args=[2]
ReflectionFunction: ReflectionAttribute Tag target=2 repeated=false args=[]
Tag [1,"two",{"3":"three"},true]
bool(false)
bool(true)
bool(false)
bool(false)
int(2)
Error
