<?php
// 8.2: a parameter's attributes are compiled before its type
function f(#[A(foo())] void $x) {}
