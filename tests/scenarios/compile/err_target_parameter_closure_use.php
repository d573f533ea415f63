<?php
// 8.2: cannot target parameter of a closure with use(): the line of the LAST use variable
$a = 1; $b = 2;
$f = function (
    #[Attribute] $p
) use (
    $a,
    &$b
) {};
