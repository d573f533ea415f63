<?php
// 8.2: Argument unpacking in constant expressions is not supported (named arguments after it)
class Foo { function __construct($a = 1, $b = 2) {} }
echo "never printed";
function f($x = new Foo(...[1], b: 2)) {}
