<?php
// 8.2: cannot target function (a closure passed as an argument): the line of 'function'
echo implode(',', array_map(
    #[Attribute]
    function ($x) { return $x; },
    [1]
));
