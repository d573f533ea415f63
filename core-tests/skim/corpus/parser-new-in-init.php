A<?php
#[A(new B(1, c: new D()))]
#[E(new \F\G)]
#[H(new namespace\I(...$x))]
function f() {}
