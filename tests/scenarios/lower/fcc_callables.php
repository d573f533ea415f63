<?php
// First-class callable syntax (PHP 8.1) on callables in values: $f(...) with a function's
// name, "Class::method", [$object, 'method'], ['Class', 'method'], a Closure (which is
// its own closure), an object with __invoke(); __call() and __callStatic(), whose closures
// call them with the method's name; PHP 8.1's errors for what is not callable.
function describe(string $label, Closure $c): void
{
    $r = new ReflectionFunction($c);
    $this_ = $r->getClosureThis();
    echo $label, ': ', $r->getName(), ' closure=', var_export($r->isClosure(), true),
        ' this=', $this_ === null ? 'none' : get_class($this_),
        ' scope=', $r->getClosureScopeClass() ? $r->getClosureScopeClass()->name : 'none', "\n";
}
function attempt(string $label, callable $make): void
{
    try {
        describe($label, $make());
    } catch (Error $e) {
        echo $label, ': ', get_class($e), ': ', $e->getMessage(), ' on line ', $e->getLine(), "\n";
    }
}
class Tools
{
    private $prefix = '>';
    public static function twice($x) { return $x * 2; }
    public function tag($x) { return $this->prefix . $x; }
    private function hidden() { return 'hidden'; }
    public function __invoke($x) { return "invoked $x"; }
    public function inside() { return ['Tools', 'twice'](...); }
    public function privateArray() { return [$this, 'hidden'](...); }
}
class Magic
{
    private function secret() { return 'real secret'; }
    public function __call($name, $args) { return get_class($this) . "->__call($name, " . json_encode($args) . ')'; }
    public static function __callStatic($name, $args) { return static::class . "::__callStatic($name, " . json_encode($args) . ')'; }
    public function inside() { return [self::anything(...), static::other(...), $this->secret(...)]; }
}
class MoreMagic extends Magic {}

$tools = new Tools;
$values = [
    'name' => 'strtoupper',
    'fq name' => '\strrev',
    'static string' => 'Tools::twice',
    'static array' => ['Tools', 'twice'],
    'object array' => [$tools, 'tag'],
    'object static array' => [$tools, 'twice'],
];
foreach ($values as $label => $value) {
    $c = $value(...);
    describe($label, $c);
    echo '  -> ', $c(21), "\n";
}
$closure = function ($x) { return "closure $x"; };
var_dump($closure(...) === $closure, $closure->__invoke(...) === $closure);
$invokable = $tools(...);
describe('invokable', $invokable);
echo $invokable('now'), "\n";
echo $tools->inside()(5), ' ', $tools->privateArray()(), "\n";
echo 'strlen'(...)('literal'), "\n";
echo [new Tools, 'tag'](...)('literal array'), "\n";

$magic = new MoreMagic;
$call = $magic->undefined(...);
describe('__call', $call);
echo $call(1, 2), "\n";
$secret = $magic->secret(...);   // private from outside: __call
echo $secret('x'), "\n";
$static = MoreMagic::undefinedStatic(...);
describe('__callStatic', $static);
echo $static('a'), "\n";
foreach ($magic->inside() as $c) {
    describe('inside', $c);
    echo '  -> ', $c('in'), "\n";
}
echo [$magic, 'viaArray'](...)(3), "\n";
echo 'MoreMagic::viaString'(...)(4), "\n";
$name = 'dynamic';
echo $magic->$name(...)(), ' ', MoreMagic::$name(...)(), "\n";
$kept = [];
foreach (['one', 'two', 'one'] as $n) {
    $kept[] = $magic->$n(...);
}
foreach ($kept as $c) {
    echo $c(), "\n";
}

attempt('int', fn() => (5)(...));
$float = 1.5; $null = null; $bool = true;
attempt('float', fn() => $float(...));
attempt('null', fn() => $null(...));
attempt('bool', fn() => $bool(...));
attempt('empty array', fn() => [](...));
attempt('three elements', fn() => [1, 2, 3](...));
attempt('keys', fn() => ['a' => 1, 'b' => 2](...));
attempt('first not object', fn() => [1, 'x'](...));
attempt('second not string', fn() => [$tools, 1](...));
attempt('unknown class string', fn() => 'Nope::m'(...));
attempt('unknown class array', fn() => ['Nope', 'm'](...));
attempt('unknown function', fn() => 'no_such_function'(...));
attempt('fq unknown function', fn() => '\no_such_function'(...));
attempt('non-static string', fn() => 'Tools::tag'(...));
attempt('non-static array', fn() => ['Tools', 'tag'](...));
attempt('undefined method array', fn() => [$tools, 'nothing'](...));
attempt('private array outside', fn() => [$tools, 'hidden'](...));
attempt('private string outside', fn() => 'Tools::hidden'(...));
attempt('not invokable', fn() => (new ArrayObject)(...));
attempt('magic non-static string', fn() => 'Magic::x'(...));
var_dump([$closure, '__invoke'](...) === $closure, [$closure, '__INVOKE'](...) === $closure);
attempt('closure other method', fn() => [$closure, 'other'](...));
