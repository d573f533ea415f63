<?php
// PHP 8.1's compile error for new in an initializer: its message and line.
function f(
    int $a,
    $x = new Foo(
        $y)
) {}
