<?php
// Attribute code that PHP 8.2 compiles without complaint although it looks close to an
// error: the hook must not reject any of it.
class Base { const X = 'base-x'; }

#[A(self::X)] function uses_self_constant() { return __LINE__; }
#[A(parent::X)] function uses_parent_constant() { return __LINE__; }
#[A(new Foo)] function uses_new() { return __LINE__; }
#[A(new Foo(1, named: new Bar), [new Baz])] function uses_nested_new() { return __LINE__; }
#[A(Foo::class, \Bar\Baz::class, namespace\Q::class)] function uses_class_constants() { return __LINE__; }
#[A(X[0], X['k'][1], -PHP_INT_MAX, E_ALL & ~E_NOTICE, 'a' . PHP_EOL)] function uses_constants() { return __LINE__; }
#[A(__LINE__, __FILE__, __DIR__, __FUNCTION__, __CLASS__, __METHOD__, __NAMESPACE__)] function uses_magic() { return __LINE__; }
#[self, static, parent, A\self] class SelfNames { #[self] #[parent] public function m() { return __LINE__; } }
#[A(static: 1, self: 2)] function keyword_names() { return __LINE__; }
#[Attribute(Attribute::TARGET_ALL)] abstract class AttributeOnAbstract { }
#[Attribute('not an int', 'too many')] class AttributeBadArguments { }
#[Attribute] interface AttributeOnInterface { }
#[Attribute] trait AttributeOnTrait { }
#[Attribute] final class AttributeOnFinal { }
$anon = new #[Attribute] class { };
#[A(fn: 1)] #[A(fn: 2)] #[A(x: 1, y: 2)] function repeated_user_attribute() { return __LINE__; }
class Grouped extends Base
{
    #[A] public $a = 1, $b = 2, $c;
    #[A(self::X, parent::X, self::class)] public $s = 's';
    #[A] const X = 1, Y = 2;
    #[A(self::class, parent::class)] public function m(#[A(self::Y)] $p = self::Y) { return $p . ' ' . __LINE__; }
}
echo uses_self_constant(), ' ', uses_parent_constant(), ' ', uses_new(), ' ', uses_nested_new(), ' ', uses_class_constants(),
    ' ', uses_constants(), ' ', uses_magic(), ' ', (new SelfNames)->m(), ' ', keyword_names(), ' ', repeated_user_attribute(), "\n";
$g = new Grouped;
echo json_encode([$g->a, $g->b, $g->c, $g->s, Grouped::X, Grouped::Y]), ' ', $g->m(), "\n";
echo json_encode([class_exists('AttributeOnAbstract'), interface_exists('AttributeOnInterface'), trait_exists('AttributeOnTrait'), is_object($anon)]), "\n";
