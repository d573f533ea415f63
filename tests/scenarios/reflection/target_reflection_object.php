<?php
// ReflectionObject: the object's class attributes (not the parent's), its members.
require __DIR__ . '/inc/helpers.php';

#[Base]
class BaseC { #[BaseMethod] public function bm() {} }

#[Obj(1), Obj2]
class ObjC extends BaseC
{
    #[Prop] public $p = 1;
    #[Meth] public function m() {}
}

$o = new ObjC();
$o2 = new ObjC();
$r = new ReflectionObject($o);
dump_attributes('ReflectionObject', fn() => $r->getAttributes());
names('getMethod m', fn() => $r->getMethod('m')->getAttributes());
names('getMethod bm', fn() => $r->getMethod('bm')->getAttributes());
names('getProperty p', fn() => $r->getProperty('p')->getAttributes());
names('parent', fn() => $r->getParentClass()->getAttributes());
names('other object of the class', fn() => (new ReflectionObject($o2))->getAttributes());
names('internal class object', fn() => (new ReflectionObject(new ArrayObject()))->getAttributes());
