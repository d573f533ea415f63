--TEST--
Compile hook: attribute code PHP 8.2 accepts must run
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
class Base { const X = 'x'; }
#[A(self::X)] function f() { return __LINE__; }
#[A(new Foo), B(new Bar(x: 1))] function g() { return __LINE__; }
class C extends Base {
    #[A] public $a = 1, $b = 2;
    #[A] const X = 3, Y = 4;
    #[A(parent::X, self::class)] public function m() { return __LINE__; }
}
#[Attribute] abstract class D {}
$c = new C;
echo f(), ' ', g(), ' ', $c->a, $c->b, C::X, C::Y, ' ', $c->m(), "\n";
?>
--EXPECT--
3 4 1234 8
