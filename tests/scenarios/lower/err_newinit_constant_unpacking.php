<?php
// PHP 8.1's compile error for new in an initializer: its message and line.
echo "not reached\n";
const A = 1,
    B = new Foo(...[1]);
