<?php
// 8.2: a group left open before a declaration: unexpected token "function", expecting "]"
echo 1;
#[A(1),

function f() {}
