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
dump_attributes('class', $r->getAttributes());
show('isAnonymous', function () use ($r) { return $r->isAnonymous(); });
dump_attributes('constant', $r->getReflectionConstant('C')->getAttributes());
dump_attributes('property', $r->getProperty('p')->getAttributes());
dump_attributes('constructor parameter', $r->getConstructor()->getParameters()[0]->getAttributes());
dump_attributes('method', $r->getMethod('m')->getAttributes());
dump_attributes('inherited method', $r->getMethod('inherited')->getAttributes());
$plain = new class {};
dump_attributes('without attributes', (new ReflectionObject($plain))->getAttributes());
