A<?php
#[A(self::class)] function f() {}
class C { #[A(parent::class)] public function m() {} }
#[A(\self::X)] class D {}
#[namespace\self] class E {}
#[\parent] class F {}
