--TEST--
Tokenizer: numbers with separators, bases and overflow, casts with spaces, yield from over lines, token by token (before PHP 8.3)
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_tokenizer(); attrsyntax_skip_unless_php_before(80300); ?>
--FILE--
<?php
require __DIR__ . '/../compare.inc';
$cases = [
    'integers' => '<?php 0 1_000 0x1F 0X1f 0b101 0B1_1 0777 1_0',
    'floats' => '<?php 1.5 .5 1. 1e3 1E-3 1_0.5_0 1e1_0',
    'overflow' => '<?php 9223372036854775807 9223372036854775808 9_223_372_036_854_775_808 0x7FFFFFFFFFFFFFFF 0x8000000000000000 0b' . str_repeat('1', 63) . ' 0b1' . str_repeat('0', 63) . ' 0777777777777777777777 01000000000000000000000',
    'leading zeros do not overflow' => '<?php 0x' . str_repeat('0', 40) . '1 0b' . str_repeat('0', 80) . '1 ' . str_repeat('0', 40) . '7',
    'bad separators' => '<?php 1__0 1_ 0x_1 1_e3',
    'casts' => "<?php (int)(integer)( bool )(boolean)(float)(double)(real)(string)(binary)(array)(object)(unset)(\tINT\t)(Int ) ( int)",
    'not casts' => "<?php (int\n) (integer \$a) (void)",
    'yield from' => "<?php yield from \$a; yield\n  from\n\$b; yield  from; yield /* c */ from \$c;",
];
foreach ($cases as $name => $code) {
    echo "== $name\n";
    attrsyntax_dump($code);
}
echo "== the engine gives the same\n";
attrsyntax_compare($cases);
?>
--EXPECT--
== integers
1 T_OPEN_TAG "<?php "
1 T_LNUMBER "0"
1 T_LNUMBER "1_000"
1 T_LNUMBER "0x1F"
1 T_LNUMBER "0X1f"
1 T_LNUMBER "0b101"
1 T_LNUMBER "0B1_1"
1 T_LNUMBER "0777"
1 T_LNUMBER "1_0"
== floats
1 T_OPEN_TAG "<?php "
1 T_DNUMBER "1.5"
1 T_DNUMBER ".5"
1 T_DNUMBER "1."
1 T_DNUMBER "1e3"
1 T_DNUMBER "1E-3"
1 T_DNUMBER "1_0.5_0"
1 T_DNUMBER "1e1_0"
== overflow
1 T_OPEN_TAG "<?php "
1 T_LNUMBER "9223372036854775807"
1 T_DNUMBER "9223372036854775808"
1 T_DNUMBER "9_223_372_036_854_775_808"
1 T_LNUMBER "0x7FFFFFFFFFFFFFFF"
1 T_DNUMBER "0x8000000000000000"
1 T_LNUMBER "0b111111111111111111111111111111111111111111111111111111111111111"
1 T_DNUMBER "0b1000000000000000000000000000000000000000000000000000000000000000"
1 T_LNUMBER "0777777777777777777777"
1 T_DNUMBER "01000000000000000000000"
== leading zeros do not overflow
1 T_OPEN_TAG "<?php "
1 T_LNUMBER "0x00000000000000000000000000000000000000001"
1 T_LNUMBER "0b000000000000000000000000000000000000000000000000000000000000000000000000000000001"
1 T_LNUMBER "00000000000000000000000000000000000000007"
== bad separators
1 T_OPEN_TAG "<?php "
1 T_LNUMBER "1"
1 T_STRING "__0"
1 T_LNUMBER "1"
1 T_STRING "_"
1 T_LNUMBER "0"
1 T_STRING "x_1"
1 T_LNUMBER "1"
1 T_STRING "_e3"
== casts
1 T_OPEN_TAG "<?php "
1 T_INT_CAST "(int)"
1 T_INT_CAST "(integer)"
1 T_BOOL_CAST "( bool )"
1 T_BOOL_CAST "(boolean)"
1 T_DOUBLE_CAST "(float)"
1 T_DOUBLE_CAST "(double)"
1 T_DOUBLE_CAST "(real)"
1 T_STRING_CAST "(string)"
1 T_STRING_CAST "(binary)"
1 T_ARRAY_CAST "(array)"
1 T_OBJECT_CAST "(object)"
1 T_UNSET_CAST "(unset)"
1 T_INT_CAST "(\tINT\t)"
1 T_INT_CAST "(Int )"
1 T_INT_CAST "( int)"
== not casts
1 T_OPEN_TAG "<?php "
  "("
1 T_STRING "int"
  ")"
  "("
2 T_STRING "integer"
2 T_VARIABLE "$a"
  ")"
  "("
2 T_STRING "void"
  ")"
== yield from
1 T_OPEN_TAG "<?php "
1 T_YIELD_FROM "yield from"
1 T_VARIABLE "$a"
  ";"
1 T_YIELD_FROM "yield\n  from"
3 T_VARIABLE "$b"
  ";"
3 T_YIELD_FROM "yield  from"
  ";"
3 T_YIELD "yield"
3 T_COMMENT "\/* c *\/"
3 T_STRING "from"
3 T_VARIABLE "$c"
  ";"
== the engine gives the same
integers: same
floats: same
overflow: same
leading zeros do not overflow: same
bad separators: same
casts: same
not casts: same
yield from: same
