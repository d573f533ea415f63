<?php
// 8.2: Duplicate named parameter $a; multi-line: the 'function' line
#[A(
    a: 1,
    a: 2
)]
function f() {}
