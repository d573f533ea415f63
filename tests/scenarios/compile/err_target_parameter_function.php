<?php
// 8.2: cannot target parameter; the line of the enclosing function's 'function' keyword
function
f(
    $a,
    #[Attribute]
    int
    $b
) {}
