A<?php
#[Attr(1, [2 => "x"])]
#[\Ns\Other, namespace\Third]
function f(#[P] int $x, #[Q] &...$rest): void {}
