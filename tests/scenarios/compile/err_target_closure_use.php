<?php
// 8.2: cannot target function (a closure with use()): the line of the LAST use variable
$a = 1; $b = 2;
$f = #[Attribute] function ()
use
(
    $a,
    &$b
)
{};
