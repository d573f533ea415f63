<?php
// 8.2: errors come in compile order: the attribute error before a plain compile error wins
#[Attribute] function f() {}
function g() { break; }
