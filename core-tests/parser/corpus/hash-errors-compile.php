A@<?php
class P {}
#[A($x)]
#[B(f())]
#[C(...[1])]
#[D(a: 1, 2)]
#[E(a: 1, a: 2)]
#[F(static::class)]
#[G(new static)]
#[H(new class {})]
#[I(...)]
#[Attribute]
function f() {}
