A<?php
#[A(#[B] fn() => 1)]
function f(#[C(#[D] static fn() => 2)] $x) {}
