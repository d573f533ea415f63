--TEST--
Reflection shim: integer literals in arguments, at the lengths where the short decimal path hands over to the engine's conversions
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
/* Short decimal integers are read directly; anything longer or not plainly
 * decimal (octal, hex, binary, separators, exponents) goes through the engine's
 * string conversions. The values are native PHP 8.2's (on 64-bit builds). */
#[N(0, 7, 10, 00, 007, 010, 1_0, 99999999, 123456789, 999999999999999999, 1000000000000000000,
    9223372036854775807, 9223372036854775808, 99999999999999999999, 0x7FFFFFFFFFFFFFFF, 0x8000000000000000,
    -9223372036854775807, -9223372036854775808, 1e2, 1.)]
function f() {}

foreach ((new ReflectionFunction('f'))->getAttributes()[0]->getArguments() as $v) {
    var_export($v);
    echo "\n";
}
?>
--EXPECT--
0
7
10
0
7
8
10
99999999
123456789
999999999999999999
1000000000000000000
9223372036854775807
9.223372036854776E+18
1.0E+20
9223372036854775807
9.223372036854776E+18
-9223372036854775807
-9.223372036854776E+18
100.0
1.0
