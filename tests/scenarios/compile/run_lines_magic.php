<?php
echo __LINE__, "\n"; #[A] function a() { return __LINE__; } echo __LINE__, "\n";
#[B]
function b() { return __LINE__; }
echo __LINE__, "\n";
#[C(
    1,
    2
)]
function c() { return __LINE__; }
echo __LINE__, "\n";
#[D("a
b
c"), E('
')] function d() { return __LINE__; }
echo __LINE__, "\n";
#[F(<<<TXT
  heredoc
  line
  TXT, <<<'NOW'
nowdoc ]
NOW
)]
function e() { return __LINE__; }
echo __LINE__, "\n";
#[G] // a comment after the group
#[H] /* a comment
        spanning lines */ #[I]
function f() { return __LINE__; }
echo __LINE__, "\n";
$x = [#[J(
)] fn() => __LINE__, __LINE__];
echo __LINE__, "\n";
class K {
    #[L]
    #[M(
        [1,
         2]
    )]
    public function m() { return __LINE__; }
    #[N] public $p = __LINE__;
    #[O(
    )] const C = __LINE__;
}
echo __LINE__, "\n";
echo a(), ' ', b(), ' ', c(), ' ', d(), ' ', e(), ' ', f(), ' ', $x[0](), ' ', $x[1], "\n";
echo (new K)->m(), ' ', (new K)->p, ' ', K::C, "\n";
echo __LINE__, "\n";
