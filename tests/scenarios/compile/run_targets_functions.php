<?php
// Attributes on functions, methods with every modifier, closures and arrow functions.
// Every body returns __LINE__, so a shifted line shows up at once.

#[Pure] function inline_fn() { return __LINE__; }

#[Route('/a', methods: ['GET', 'POST'])]
#[Deprecated]
function &by_ref_fn(array &$a) { $a[] = __LINE__; return $a; }

#[
    Gen
]
function gen() { yield __LINE__; yield __LINE__; }

abstract class Shape
{
    #[Abs] abstract protected function area();
    #[Pub] public function pub() { return __LINE__; }
    #[Prot] protected function prot() { return __LINE__; }
    #[Priv] private function priv() { return __LINE__; }
    #[Stat] public static function stat() { return __LINE__; }
    #[Fin] final public function fin() { return __LINE__ . '/' . $this->prot() . '/' . $this->priv(); }
    #[StatFin] final public static function statFin() { return __LINE__; }
    #[A] static function noVisibility() { return __LINE__; }
    #[A] function plain() { return __LINE__; }
    #[A]
    public
    static
    function
    &
    spread() { static $x = [__LINE__]; return $x; }
}

final class Square extends Shape
{
    #[Override1] protected function area() { return __LINE__; }
    #[Magic] public function __toString() { return 'square@' . __LINE__; }
    #[Magic] public static function __callStatic($n, $a) { return "$n@" . __LINE__; }
    public function callArea() { return $this->area(); }
}

interface Named { #[I] public function name(); #[I] public static function make(); }
trait Helps { #[T] public function help() { return __LINE__; } #[T] abstract public function need(); }
class UsesAll implements Named { use Helps;
    #[X] public function name() { return __LINE__; }
    #[X] public static function make() { return new static; }
    #[X] public function need() { return __LINE__; }
}

$closure = #[C] function ($x) { return $x . '@' . __LINE__; };
$static = #[C] static function () { return __LINE__; };
$y = 'captured';
$use = #[C(1)] #[D] function () use ($y, &$closure) { return $y . '@' . __LINE__; };
$arrow = #[Arrow] fn($x) => $x * 2 + __LINE__;
$staticArrow = #[Arrow] static fn() => __LINE__;
$nested = #[Outer] fn($a) => #[Inner] fn($b) => $a + $b + __LINE__;
$multi = #[
    Multi(
        'a', 'b'
    )
] function () {
    return __LINE__;
};
$inArray = [#[A] fn() => __LINE__, #[B] function () { return __LINE__; }];
$asArg = array_map(#[A] fn($v) => $v . '@' . __LINE__, ['m']);

echo inline_fn(), "\n";
$arr = [];
$ref = &by_ref_fn($arr);
echo implode(',', $ref), "\n";
echo implode(',', iterator_to_array(gen(), false)), "\n";
$sq = new Square;
echo $sq->pub(), ' ', $sq->fin(), ' ', Shape::stat(), ' ', Square::statFin(), ' ', Square::noVisibility(), ' ', $sq->plain(), ' ', $sq->callArea(), "\n";
echo implode(',', Shape::spread()), ' ', $sq, ' ', Square::anything(), "\n";
$u = UsesAll::make();
echo $u->name(), ' ', $u->help(), ' ', $u->need(), "\n";
echo $closure('c'), ' ', $static(), ' ', $use(), ' ', $arrow(1), ' ', $staticArrow(), ' ', $nested(1)(2), ' ', $multi(), "\n";
echo $inArray[0](), ' ', $inArray[1](), ' ', $asArg[0], "\n";
foreach (['inline_fn', 'by_ref_fn', 'gen'] as $f) {
    $r = new ReflectionFunction($f);
    echo "$f: lines ", $r->getStartLine(), '-', $r->getEndLine(), ' byref=', (int) $r->returnsReference(), "\n";
}
foreach (['area', 'pub', 'prot', 'priv', 'stat', 'fin', 'statFin', 'noVisibility', 'plain', 'spread'] as $m) {
    $r = new ReflectionMethod('Shape', $m);
    printf("Shape::%s lines %d-%d mods %s\n", $m, $r->getStartLine(), $r->getEndLine(), implode(' ', Reflection::getModifierNames($r->getModifiers())));
}
foreach (['closure' => $closure, 'static' => $static, 'use' => $use, 'arrow' => $arrow, 'staticArrow' => $staticArrow, 'multi' => $multi] as $n => $c) {
    $r = new ReflectionFunction($c);
    echo "$n: lines ", $r->getStartLine(), '-', $r->getEndLine(), "\n";
}
