<?php
// Inherited members report their declaring class's attributes; a subclass's own
// declarations (overriding methods, redeclared properties, the class itself) inherit none.
require __DIR__ . '/inc/helpers.php';

#[ParentClass]
class ParentC
{
    #[ParentConst] const C = 1;
    #[ParentConst2] const OVER = 1;
    #[ParentProp] public $p;
    #[ParentProp2] public $redeclared;
    #[ParentStatic] public static $s;
    #[ParentMethod] public function inherited() {}
    #[ParentOver] public function overridden() {}
    #[ParentPrivate] private function priv() {}
    public function params(#[ParentParam] $x) {}
}

class Child extends ParentC
{
    const OVER = 2;
    public $redeclared;
    public function overridden() {}
    public function params($x) {}
}

#[GrandChildClass]
class GrandChild extends Child {}

interface I { #[InterfaceConst] const IC = 1; #[InterfaceMethod] public function im(); }
class Impl implements I { public function im() {} }

dump_attributes('class Child', fn() => (new ReflectionClass('Child'))->getAttributes());
dump_attributes('class GrandChild', fn() => (new ReflectionClass('GrandChild'))->getAttributes());
foreach (['Child', 'GrandChild'] as $c) {
    foreach (['C', 'OVER'] as $k) {
        dump_attributes("$c::$k", fn() => (new ReflectionClassConstant($c, $k))->getAttributes());
    }
    foreach (['p', 'redeclared', 's'] as $p) {
        dump_attributes("$c::\$$p", fn() => (new ReflectionProperty($c, $p))->getAttributes());
    }
    foreach (['inherited', 'overridden'] as $m) {
        $r = new ReflectionMethod($c, $m);
        dump_attributes("$c::$m (declared in {$r->class})", fn() => $r->getAttributes());
    }
    dump_attributes("$c::params \$x", fn() => (new ReflectionMethod($c, 'params'))->getParameters()[0]->getAttributes());
}
dump_attributes('ParentC::priv', fn() => (new ReflectionMethod('ParentC', 'priv'))->getAttributes());
dump_attributes('Impl::IC', fn() => (new ReflectionClassConstant('Impl', 'IC'))->getAttributes());
dump_attributes('Impl::im', fn() => (new ReflectionMethod('Impl', 'im'))->getAttributes());
dump_attributes('class Impl', fn() => (new ReflectionClass('Impl'))->getAttributes());
