<?php
// The explicit octal prefix (PHP 8.1): 0o17 and 0O17 are 017, in code and in
// constant expressions, with separators, negated, and past PHP_INT_MAX (a float).
const A = 0o17;
class C { const B = 0O1_0 + A; public $p = [0o7 => 'seven']; }
function f($x = 0o20) { return $x; }
var_dump(A, C::B, (new C)->p, f(), -0o7, is_float(0o777777777777777777777777));
printf("%.0f\n", 0o777777777777777777777777);
var_dump(0o17 === 017, "0o17", '0o17' == 15);
echo __LINE__, "\n";
