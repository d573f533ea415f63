<?php
// 8.2: Cannot use argument unpacking after named arguments
function f(...$a) {}
echo "never printed";
$x = [];
f(a: 1,
  b: $x,
  ...$x);
