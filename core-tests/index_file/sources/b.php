<?php
#[A] function f(#[B(1)] $a) {}
$closure = #[C("x" . 'y', [1, 2, ...[3]])] function () {};
$o = new #[D(__FUNCTION__)] class { #[E] public $p; };
#[F] class K {} #[F(2)] class L {} #[F(3)] class M2 {}
interface I { #[G(PHP_INT_MAX)] const X = 1; }
trait T { #[H(null, false, 1.5e3, 'a' <=> 'b')] public function m() {} }
