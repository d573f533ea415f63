--TEST--
Compile hook: attributes in eval()'d code, with the lines of the eval'd code
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
$r = eval(<<<'PHP'
#[A] function ev1() { return __LINE__; }
#[B(
    1,
)]
function ev2() { return __LINE__; }
#[C] class Ev { #[D] public function m(#[E] $x) { return $x . __LINE__; } }
return [ev1(), ev2(), (new Ev)->m('m'), (#[F] fn() => __LINE__)()];
PHP);
echo implode(' ', $r), "\n";
$fn = eval("return #[A]\n\n#[B] static fn() => __LINE__;");
echo $fn(), "\n";
try {
    eval("#[A(\n1\n)]\n\necho 1;");
} catch (ParseError $e) {
    echo $e->getMessage(), ' on line ', $e->getLine(), "\n";
}
echo __LINE__, "\n";
?>
--EXPECT--
1 5 m6 7
3
syntax error, unexpected token "echo" on line 5
19
