<?php
// Named arguments of "new" in initializers (PHP 8.1): parameter defaults, static variables,
// global constants, attribute arguments; with first-class callables and union types.
class Foo { public $a, $b; function __construct($a = 'A', $b = 'B') { $this->a = $a; $this->b = $b; } }
function f($x = new Foo(b: 2)) { return [$x->a, $x->b]; }
echo json_encode(f()), "\n";
function g() { static $s = new Foo(b: 'static'); return [$s->a, $s->b]; }
echo json_encode(g()), "\n";
const C = new Foo(a: 'const');
$c = C; echo json_encode([$c->a, $c->b]), "\n";
$h = strlen(...);
echo $h(string: 'abc'), "\n";
#[Attribute] class Attr { function __construct(public $v = null, public $w = null) {} }
#[Attr(w: new Foo(b: 'attr'))] class Tgt {}
$i = (new ReflectionClass(Tgt::class))->getAttributes()[0]->newInstance();
echo json_encode([$i->w->a, $i->w->b]), "\n";
function u(int|string $x, $y = 1) { return gettype($x) . $y; }
echo u(y: 2, x: '5'), "\n";
