<?php
// 8.2: cannot target function (a closure): the line of 'function', after 'static' on its own line
$f =
    #[Attribute]
    static
    function
    () {};
