<?php
// Promotion outside a class: a closure.
function f() {}
$f = function (
    private $x
) {};
