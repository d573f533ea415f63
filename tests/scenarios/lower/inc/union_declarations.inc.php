<?php
namespace App\Model;

use ArrayObject as Bag;

interface Shape {}
class Base implements Shape {
    public function same(self|int $x) { return $x; }
    public static function make(): static|false { return new static(); }
    public static function wrong(): static|int { return new Base(); }
}
class Square extends Base {
    public function up(parent|string $x) { return $x; }
}
class Other {}

function show($label, callable $f) {
    echo $label, ': ';
    try {
        $r = $f();
        echo is_object($r) ? 'object(' . get_class($r) . ')' : gettype($r) . ' ' . var_export($r, true), "\n";
    } catch (\TypeError $e) {
        echo get_class($e), ': ', $e->getMessage(), ' @', $e->getLine(), "\n";
    }
}

function names(Shape|Bag|\Countable|namespace\Other|false $x) { return $x; }
show('names Square', function () { return names(new Square); });
show('names Bag', function () { return names(new Bag([])); });
show('names Other', function () { return names(new Other); });
show('names false', function () { return names(false); });
show('names true', function () { return names(true); });
show('names stdClass', function () { return names(new \stdClass); });
show('names unknown class', function () { return names(new \DateTime); });

show('self ok', function () { return (new Base)->same(new Square); });
show('self int', function () { return (new Base)->same("7"); });
show('self wrong', function () { return (new Base)->same(new Other); });
show('parent ok', function () { return (new Square)->up(new Base); });
show('parent wrong', function () { return (new Square)->up([]); });
show('static', function () { return Square::make(); });
show('static wrong', function () { return Square::wrong(); });

function iter(iterable|string $x) { return is_string($x) ? $x : 'iterable'; }
show('iterable array', function () { return iter([1]); });
show('iterable traversable', function () { return iter(new \ArrayIterator([])); });
show('iterable int', function () { return iter(5); });
show('iterable object', function () { return iter(new Other); });

function call(callable|int $f) { return is_int($f) ? $f : 'callable'; }
show('callable name', function () { return call('strlen'); });
show('callable closure', function () { return call(function () {}); });
show('callable bad', function () { return call('no_such_function'); });
show('callable float', function () { return call(2.0); });

$closure = function (int|string $a, float|bool|null $b = null): int|string { return $a; };
show('closure ok', function () use ($closure) { return $closure(1.0); });
show('closure bad', function () use ($closure) { return $closure([]); });
show('closure second', function () use ($closure) { return $closure(1, []); });
$arrow = fn(int|array $a): string|int => $a;
show('arrow ok', function () use ($arrow) { return $arrow("3"); });
show('arrow return', function () use ($arrow) { return $arrow([]); });
class WithClosure {
    public function get() { return function (int|string $x) { return $x; }; }
}
show('method closure', function () { return (new WithClosure)->get()(null); });

function by_ref(int|string &$x) { return $x; }
show('by reference', function () { $v = 2.0; by_ref($v); return $v; });

function &counter(): int|string {
    static $n = 0;
    $n++;
    return $n;
}
$c = &counter();
$c = 10;
show('reference return', function () { return counter(); });
function &bad_ref(array &$a): int|string { return $a[0]; }
show('reference return coerced', function () { $a = [1.0]; $r = &bad_ref($a); return $a[0]; });
show('reference return bad', function () { $a = [[]]; return bad_ref($a); });

$store = [1];
function &inner() { global $store; return $store[0]; }
function &outer_ref(): int|string { return inner(); }
show('reference through a call', function () { global $store; $r = &outer_ref(); $r = 5; return $store[0]; });

function variadic(string $first, int|bool ...$rest) { return $rest; }
show('variadic', function () { return variadic('a', 1, "2", 3.0); });
show('variadic bad', function () { return variadic('a', 1, []); });

function none(bool $early): int|string {
    if ($early) {
        return 1;
    }
}
show('none early', function () { return none(true); });
show('none', function () { return none(false); });

function multiline($x): int|string
{
    return
        $x
    ;
}
show('multiline', function () { return multiline([]); });

function gen(): \Generator|array { yield 1; return 2; }
show('generator', function () { $g = gen(); foreach ($g as $v) {} return $g->getReturn(); });

class Point {
    public function __construct(
        public int|float $x,
        protected string|int|null $label = null,
    ) {}
    public function label() { return $this->label; }
}
show('promoted', function () { $p = new Point("1.5", 7); return [$p->x, $p->label()]; });
show('promoted bad', function () { return new Point([]); });

abstract class Abs { abstract public function f(int|string $x): int|array; }
interface Iface { public function g(int|string $x): int|array; }
class Impl extends Abs implements Iface {
    public function f($x): int|array { return [$x]; }
    public function g($x): int|array { return (int) $x; }
}
show('abstract', function () { return (new Impl)->f(1); });

function trace(int|string $x) {}
function outer() { trace([]); }
try {
    outer();
} catch (\TypeError $e) {
    echo $e->getMessage(), "\n", $e->getTraceAsString(), "\n";
}
$r = new \ReflectionFunction('App\Model\trace');
echo 'getNumberOfParameters: ', $r->getNumberOfParameters(), "\n";
