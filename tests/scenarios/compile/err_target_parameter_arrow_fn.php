<?php
// 8.2: cannot target parameter of an arrow function: the line of 'fn'
$f = fn
(
    #[Attribute] $p
) => $p;
