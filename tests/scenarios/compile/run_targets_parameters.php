<?php
// Attributes on parameters: untyped, typed, nullable, by reference, variadic, with
// defaults, several per parameter, multi-line; in functions, methods, closures, arrow fns.

function f(#[A] $plain, #[B] int $typed, #[C] ?string $nullable, #[D] array &$ref, #[E] $def = 'dflt', #[F] ...$rest)
{
    $ref[] = __LINE__;
    return json_encode([$plain, $typed, $nullable, $def, $rest]);
}

function g(
    #[Inject('db')]
    #[Named(
        name: 'x',
    )]
    \Countable
    $c,
    #[Opt] $opt = [1, 2],
    #[Ref, Other] &...$refs
) {
    foreach ($refs as &$r) { $r .= '!'; }
    return count($c) . json_encode($opt) . ' line ' . __LINE__;
}

class Svc
{
    public function m(#[P] self $same = null, #[P] int ...$ints) { return array_sum($ints) . ' ' . __LINE__; }
    public static function s(#[P(1)] #[P(2)] callable $cb, #[P] iterable $it = []) { return $cb(__LINE__); }
    public function __construct(#[P] $x = null) { $this->x = $x; }
    public $x;
}

$list = [];
echo f(1, 2, null, $list), ' ', f('a', 3, 's', $list, 'd', 'r1', 'r2'), "\n";
echo implode(',', $list), "\n";
$a = 'a'; $b = 'b';
echo g(new ArrayObject([1, 2, 3]), [3], $a, $b), " $a $b\n";
echo (new Svc)->m(null, 1, 2, 3), ' ', Svc::s('strval'), ' ', (new Svc('ctor'))->x, "\n";
$closure = function (#[P] int $x, #[P] &$out) { $out = $x * 2; return __LINE__; };
$arrow = fn(#[P] $x, #[Q] int ...$more) => $x + array_sum($more) + __LINE__;
$static = static function (#[P] $v = __LINE__) { return $v; };
echo $closure(21, $out), ' ', $out, ' ', $arrow(1, 1, 1), ' ', $static(), "\n";
try {
    f(1, 'not a number', null, $list);
} catch (TypeError $e) {
    echo 'TypeError thrown from line ', $e->getLine(), "\n";
}
foreach ([new ReflectionFunction('f'), new ReflectionFunction('g'), new ReflectionMethod('Svc', 'm'), new ReflectionFunction($arrow)] as $rf) {
    $out = [];
    foreach ($rf->getParameters() as $p) {
        $out[] = ($p->hasType() ? ($p->getType()->allowsNull() ? '?' : '') . $p->getType()->getName() . ' ' : '') . ($p->isPassedByReference() ? '&' : '') . ($p->isVariadic() ? '...' : '')
            . '$' . $p->getName() . ($p->isDefaultValueAvailable() ? ' = ' . json_encode($p->getDefaultValue()) : '');
    }
    echo $rf->getName(), '(', implode(', ', $out), ') lines ', $rf->getStartLine(), '-', $rf->getEndLine(), "\n";
}
