<?php
// Anonymous classes: the class, its members, constructor arguments, extending and implementing.
require __DIR__ . '/inc/helpers.php';

interface Marker {}
class Base { #[InBase] public function inherited() {} }

$o = new #[Anon(1, 'x')] #[Second] class(5) extends Base implements Marker {
    #[OnConst] const C = 1;
    #[Prop] public $p;
    public function __construct(#[Param] $v) { $this->p = $v; }
    #[Method] public function m() {}
};

$r = new ReflectionObject($o);
dump_attributes('class', fn() => $r->getAttributes());
show('isAnonymous', function () use ($r) { return $r->isAnonymous(); });
dump_attributes('constant', fn() => $r->getReflectionConstant('C')->getAttributes());
dump_attributes('property', fn() => $r->getProperty('p')->getAttributes());
dump_attributes('constructor parameter', fn() => $r->getConstructor()->getParameters()[0]->getAttributes());
dump_attributes('method', fn() => $r->getMethod('m')->getAttributes());
dump_attributes('inherited method', fn() => $r->getMethod('inherited')->getAttributes());
$plain = new class {};
dump_attributes('without attributes', fn() => (new ReflectionObject($plain))->getAttributes());
