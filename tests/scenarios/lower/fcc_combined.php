<?php
// First-class callables next to the other lowered constructs (?->, match, throw
// expressions, promotion, $object::class, named classes in namespaces), in interpolated
// strings, in attribute classes; each callee expression evaluated once, left to right.
namespace Shop;

#[\Attribute]
final class Handler
{
    public function __construct(private string $method = 'handle') {}
    public function callable(object $target): \Closure { return $target->{$this->method}(...); }
}
#[Handler('onOrder')]
class Listener
{
    public $next = null;
    public function __construct(public string $name = 'listener') {}
    public function onOrder(int $id): string { return "$this->name got order $id"; }
    public function pick(string $kind): \Closure
    {
        return match ($kind) {
            'order' => $this->onOrder(...),
            'upper' => strtoupper(...),
            'self' => self::describe(...),
            default => throw new \InvalidArgumentException("no $kind"),
        };
    }
    public static function describe($x) { return static::class . ": $x"; }
}
class Special extends Listener {}

$listener = new Special('special');
$listener->next = new Listener('second');
foreach ((new \ReflectionClass(Listener::class))->getAttributes() as $attribute) {
    echo $attribute->newInstance()->callable($listener)(7), "\n";
}
echo $listener->pick('order')(1), ' | ', $listener->pick('upper')('x'), ' | ', $listener->pick('self')('y'), "\n";
try {
    $listener->pick('other');
} catch (\InvalidArgumentException $e) {
    echo $e->getMessage(), "\n";
}
echo $listener?->next?->name, ' ', $listener->next->onOrder(...)(3), "\n";
$maybe = null;
echo var_export($maybe?->onOrder(1), true), ' ', $listener::class, ' ', get_class($listener->onOrder(...)), "\n";
echo "interpolated: {$listener->onOrder(...)(4)}\n";
$calls = [];
function trace(string $what, $value) { $GLOBALS['calls'][] = $what; return $value; }
$c = trace('object', $listener)->{trace('name', 'onOrder')}(...);
$d = trace('class', Special::class)::{trace('method', 'describe')}(...);
$e = trace('callable', 'strrev')(...);
echo implode(',', $calls), ' ', $c(5), ' ', $d('z'), ' ', $e('abc'), "\n";
$f = $listener->onOrder(...) ?? throw new \LogicException('never');
echo $f(6), "\n";
$list = array_map(Listener::describe(...), ['a', 'b']);
echo implode(' ', $list), "\n";
$g = fn(int $x) => match (true) { $x > 0 => abs(...), default => intval(...) };
echo $g(1)(-3), ' ', $g(0)('12abc'), "\n";
$h = eval('return strrev(...);');
echo $h('lave'), "\n";
// a "?->" before "::" short-circuits the closure's creation (the chain includes the call);
// before a dynamic call it does not (the callee is a value)
$none = null;
$holder = new \stdClass;
$holder->class = Listener::class;
var_dump($none?->class::describe(...), $holder?->class::describe(...)('chained'));
try {
    $none?->class['x'](...);
} catch (\Error $e) {
    echo $e->getMessage(), ' on line ', $e->getLine(), "\n";
}
