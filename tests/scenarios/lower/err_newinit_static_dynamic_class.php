<?php
// PHP 8.1's compile error for new in an initializer: its message and line.
function f() {
    $a = 1;
    static $x = 1,
        $z = new $a;
}
