--TEST--
Reflection shim: trait members report the trait's attributes, inherited members their declaring class's, subclasses inherit none
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
// members from traits report the trait's attributes (never merged into the class's);
// inherited members report their declaring class's; a subclass's own declarations
// never inherit attributes
#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)]
class Tag { public $v; public function __construct(string $v = '') { $this->v = $v; } }

trait T {
    #[Tag('trait prop')] public $tp;
    #[Tag('trait method')] public function tm(#[Tag('trait param')] $a) {}
}
#[Tag('parent')]
class ParentClass {
    #[Tag('parent const')] const K = 1;
    #[Tag('parent prop')] public $p;
    #[Tag('parent method')] public function pm() {}
    #[Tag('overridden in child')] public function over() {}
}
#[Tag('child')]
class Child extends ParentClass {
    use T;
    public function over() {}
}
class GrandChild extends Child {}

function names(Reflector $r): string {
    return implode(', ', array_map(function ($a) { return $a->getArguments()[0]; }, $r->getAttributes())) ?: '-';
}
echo 'Child: ', names(new ReflectionClass('Child')), "\n";
echo 'GrandChild: ', names(new ReflectionClass('GrandChild')), "\n";
echo 'Child::K: ', names(new ReflectionClassConstant('Child', 'K')), "\n";
echo 'Child::$p: ', names(new ReflectionProperty('Child', 'p')), "\n";
echo 'GrandChild::pm(): ', names(new ReflectionMethod('GrandChild', 'pm')), "\n";
echo 'Child::over(): ', names(new ReflectionMethod('Child', 'over')), "\n";
echo 'ParentClass::over(): ', names(new ReflectionMethod('ParentClass', 'over')), "\n";
echo 'Child::$tp: ', names(new ReflectionProperty('Child', 'tp')), "\n";
echo 'GrandChild::tm(): ', names(new ReflectionMethod('GrandChild', 'tm')), "\n";
echo 'GrandChild::tm($a): ', names(new ReflectionParameter(['GrandChild', 'tm'], 'a')), "\n";
echo 'T::tm(): ', names(new ReflectionMethod('T', 'tm')), "\n";
--EXPECT--
Child: child
GrandChild: -
Child::K: parent const
Child::$p: parent prop
GrandChild::pm(): parent method
Child::over(): -
ParentClass::over(): overridden in child
Child::$tp: trait prop
GrandChild::tm(): trait method
GrandChild::tm($a): trait param
T::tm(): trait method
