A@<?php
$f = #[Pure] fn(#[A] int $x) => $x * 2;
$g = #[A, B(1)] static function (#[C] $y) use ($f, &$z) { return $y; };
$h = #[X] static fn() => 1;
array_map(#[Cb] function ($v) { return $v; }, []);
$o = new #[Anon(1)] class(1) extends B { #[P] public int $p; };
