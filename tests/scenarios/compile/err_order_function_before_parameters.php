<?php
// 8.2: a function's attributes are compiled before its parameters
#[A($y)]
function f(#[Attribute] $x) {}
