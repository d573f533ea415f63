A@<?php
#[A(<<<EOT
 {$x} and $y
 EOT)]
function f() {}
#[B("$x")]
function g() {}
