<?php
function f(
    $a,
    $b = 2,
) { return [$a, $b, __LINE__]; }
class C {
    public function m(
        int $x,
    ): int { return $x + __LINE__; }
    public static function s(&$r, /* c */ ) { $r = __LINE__; }
}
$k = 10;
$c = function ($x,) use ($k,) { return $x + $k; };
$d = fn($x, ) => $x * 2;
$e = function &(&$v,) { return $v; };
echo json_encode(f(1)), ' ', (new C)->m(1), ' ', $c(1), ' ', $d(4), ' ', __LINE__, "\n";
C::s($line);
echo $line, "\n";
var_dump(count([1, 2,]), max(1, 2,));
$r = new ReflectionFunction('f');
echo $r->getStartLine(), '-', $r->getEndLine(), ' ', $r->getNumberOfParameters(), "\n";
echo (new ReflectionMethod('C', 'm'))->getEndLine(), "\n";
echo eval("return (function (\$a,\n) { return __LINE__; })(1);"), "\n";
try {
    eval("function g(,) {}");
} catch (ParseError $e) {
    echo get_class($e), ' on line ', $e->getLine(), "\n";
}
