<?php
// Promotion in traits, anonymous classes and with inheritance.
trait T
{
    public function __construct(protected $t = 't', public ?int $n = null) {}
    public function t() { return $this->t; }
}
class UsesT { use T; }
$u = new UsesT('x', 3);
var_dump($u, $u->t());
$rp = new ReflectionProperty('UsesT', 't');
var_dump($rp->isPromoted(), $rp->getDeclaringClass()->getName());

$anon = new class(3, 'four') {
    public function __construct(public int $z, private string $w) {}
    public function w() { return $this->w; }
};
var_dump($anon->z, $anon->w());
$ra = new ReflectionObject($anon);
foreach ($ra->getProperties() as $p) {
    echo $p->getName(), ' ', $p->isPromoted() ? 'promoted' : '-', "\n";
}

class Base { public function __construct(public $base = 'b') {} }
class Child extends Base { public $own = 'o'; }
$c = new Child();
echo $c->base, ' ', $c->own, "\n"; // var_dump() orders a child's properties otherwise on 7.4
foreach ((new ReflectionClass('Child'))->getProperties() as $p) {
    echo $p->getName(), ' ', $p->isPromoted() ? 'promoted' : '-', ' ', $p->getDeclaringClass()->getName(), "\n";
}
foreach ((new ReflectionClass('Child'))->getConstructor()->getParameters() as $p) {
    echo '$', $p->getName(), ' ', $p->isPromoted() ? 'promoted' : '-', "\n";
}

class Upper { function __CONSTRUCT(public $upper = 1) {} }
var_dump(new Upper);
