<?php
// 8.2: Cannot use unpacking in attribute argument list; multi-line group: the 'function' line
#[A(
    1,
    ...$x
)]
function
f() {}
