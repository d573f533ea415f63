<?php
// 8.2: cannot target function (an arrow fn): the line of 'fn', implicit binds do not move it
$a = 1;
$f = #[Attribute]
    static
    fn
    ()
    => $a;
