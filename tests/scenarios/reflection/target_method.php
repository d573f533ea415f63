<?php
// Methods with every modifier, static ones, interface and abstract methods, magic methods.
require __DIR__ . '/inc/helpers.php';

interface Named
{
    #[InInterface]
    public function name();
}

abstract class Shape implements Named
{
    #[Abs] abstract protected function area();
    #[Pub] public function pub() {}
    #[Prot] protected function prot() {}
    #[Priv] private function priv() {}
    #[Stat(1)] public static function stat() {}
    #[Fin, Second] final public function fin() {}
    #[StatFin] final public static function statFin() {}
    #[NoVisibility] static function noVisibility() {}
    #[Ctor] public function __construct() {}
    #[Magic] public function __toString() { return ''; }
    public function none() {}
    public function name() {}
}

$r = new ReflectionClass('Shape');
foreach ($r->getMethods() as $m) {
    dump_attributes($m->class . '::' . $m->getName(), fn() => $m->getAttributes());
}
dump_attributes('Named::name', fn() => (new ReflectionMethod('Named', 'name'))->getAttributes());
dump_attributes('via "Shape::stat"', fn() => (new ReflectionMethod('Shape::stat'))->getAttributes());
dump_attributes('getConstructor', fn() => $r->getConstructor()->getAttributes());
