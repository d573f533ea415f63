A@<?php
namespace A\B {
    use X\{Y, Z as W, function f, const C};
    #[Y(W::class)] interface I { #[M] public function m(); }
    #[W] trait T { #[P(self::class)] public $p; #[Q] abstract function q(); }
}
namespace {
    #[\A\B\Y] #[namespace\Local] function g(#[A] ...$rest) {}
}
