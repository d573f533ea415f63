--TEST--
Compile hook: __LINE__ and reflection lines after single-line, inline and multi-line attribute groups
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
#[A] function one() { return __LINE__; } echo __LINE__, "\n";
#[B(1)]
function two() { return __LINE__; }
#[C(
    'multi',
    "line
string",
)]
#[D]
function three() { return __LINE__; }
class K {
    #[E] public $p = __LINE__;
    #[F(
    )] public function m() { return __LINE__; }
}
$f = #[G] fn() => __LINE__;
$g = #[H(
    1
)] static function () { return __LINE__; };
echo one(), ' ', two(), ' ', three(), ' ', (new K)->p, ' ', (new K)->m(), ' ', $f(), ' ', $g(), "\n";
$r = new ReflectionFunction('three');
echo $r->getStartLine(), '-', $r->getEndLine(), "\n";
try {
    #[I] function thrower() { throw new Exception('x'); } thrower();
} catch (Exception $e) {
    echo $e->getLine(), "\n";
}
echo __LINE__, "\n";
?>
--EXPECT--
2
2 4 11 13 15 17 20
11-11
25
29
