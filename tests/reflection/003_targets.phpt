--TEST--
Reflection shim: getAttributes() on every target (closures, arrow functions, anonymous classes on one line), user subclasses of the Reflection classes, attrsyntax_get_attributes()
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
// every target, including closures, arrow functions and anonymous classes (several on one
// line), user subclasses of the Reflection classes, ReflectionObject and attrsyntax_get_attributes()
namespace App;

#[\Attribute(\Attribute::TARGET_ALL)]
class Mark {
    public $v;
    public function __construct($v = null) { $this->v = $v; }
}

function dump(string $what, array $attributes): void {
    echo str_pad($what, 22), ':';
    foreach ($attributes as $a) {
        echo ' ', $a->getName(), json_encode($a->getArguments()), '@', $a->getTarget();
    }
    echo "\n";
}

#[Mark('class')]
abstract class Base {
    #[Mark('const')] protected const C = 1;
    #[Mark('static prop')] public static ?int $s = null;
    #[Mark('method')] abstract public function m(#[Mark('param')] int &$x = 0, #[Mark('variadic')] ...$rest);
}
#[Mark('interface')] interface I {}
#[Mark('trait')] trait T {}
#[Mark('function')] function f(#[Mark('fparam')] $a) {}

$closures = [#[Mark('c1')] function () {}, #[Mark('c2')] static function () {}, #[Mark('arrow')] fn($x) => $x];
$objects = [new #[Mark('anon1')] class {}, new #[Mark('anon2')] class {}];

class MyReflectionClass extends \ReflectionClass {}
class MyReflectionMethod extends \ReflectionMethod {}

dump('class', (new \ReflectionClass(Base::class))->getAttributes());
dump('constant', (new \ReflectionClassConstant(Base::class, 'C'))->getAttributes());
dump('static property', (new \ReflectionProperty(Base::class, 's'))->getAttributes());
dump('method', (new \ReflectionMethod(Base::class, 'm'))->getAttributes());
foreach ((new \ReflectionMethod(Base::class, 'm'))->getParameters() as $p) {
    dump('parameter $' . $p->getName(), $p->getAttributes());
}
dump('interface', (new \ReflectionClass(I::class))->getAttributes());
dump('trait', (new \ReflectionClass(T::class))->getAttributes());
dump('function', (new \ReflectionFunction('App\f'))->getAttributes());
dump('function parameter', (new \ReflectionParameter('App\f', 0))->getAttributes());
foreach ($closures as $i => $c) {
    dump("closure $i", (new \ReflectionFunction($c))->getAttributes());
}
foreach ($objects as $i => $o) {
    dump("anonymous class $i", (new \ReflectionObject($o))->getAttributes());
}
dump('user subclass', (new MyReflectionClass(Base::class))->getAttributes());
dump('user subclass method', (new MyReflectionMethod(Base::class, 'm'))->getAttributes());
dump('no attributes', (new \ReflectionClass(MyReflectionClass::class))->getAttributes());
dump('internal class', (new \ReflectionClass('ArrayObject'))->getAttributes());
dump('get_attributes()', attrsyntax_get_attributes(new \ReflectionMethod(Base::class, 'm')));
dump('get_attributes() name', attrsyntax_get_attributes(new \ReflectionClass(Base::class), 'app\MARK'));
--EXPECT--
class                 : App\Mark["class"]@1
constant              : App\Mark["const"]@16
static property       : App\Mark["static prop"]@8
method                : App\Mark["method"]@4
parameter $x          : App\Mark["param"]@32
parameter $rest       : App\Mark["variadic"]@32
interface             : App\Mark["interface"]@1
trait                 : App\Mark["trait"]@1
function              : App\Mark["function"]@2
function parameter    : App\Mark["fparam"]@32
closure 0             : App\Mark["c1"]@2
closure 1             : App\Mark["c2"]@2
closure 2             : App\Mark["arrow"]@2
anonymous class 0     : App\Mark["anon1"]@1
anonymous class 1     : App\Mark["anon2"]@1
user subclass         : App\Mark["class"]@1
user subclass method  : App\Mark["method"]@4
no attributes         :
internal class        :
get_attributes()      : App\Mark["method"]@4
get_attributes() name : App\Mark["class"]@1
