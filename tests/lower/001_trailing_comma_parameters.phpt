--TEST--
Lowering: a trailing comma in a parameter list or a closure's use list compiles on PHP 7.4, every line kept
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
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
?>
--EXPECT--
[1,2,5] 10 11 8 16
10
int(2)
int(2)
2-5 2
9
2
ParseError on line 1
