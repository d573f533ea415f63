<?php
// 8.2: the file is parsed before it is compiled: the later parse error (a misplaced group) wins
#[Attribute]
function f() {}

#[A] echo 1;
