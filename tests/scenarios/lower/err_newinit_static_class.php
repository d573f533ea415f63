<?php
// PHP 8.1's compile error for new in an initializer: its message and line.
function f() {
    static $x = new static;
}
