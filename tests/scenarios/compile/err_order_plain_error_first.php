<?php
// 8.2: errors come in compile order: a plain compile error before the attribute error wins
#[Route(
    '/g'
)]
function g() { break; }
#[Attribute] function f() {}
