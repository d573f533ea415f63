<?php
// 8.2: Constant expression contains invalid operations (a variable named in a new in an initializer)
class Foo { function __construct($a = 1, $b = 2) {} }
echo "never printed";
function f($x = new Foo(b: $y)) {}
