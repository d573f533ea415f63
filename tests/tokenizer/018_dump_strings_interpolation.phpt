--TEST--
Tokenizer: single and double quoted strings, backticks, every interpolation form, token by token
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_tokenizer(); ?>
--FILE--
<?php
require __DIR__ . '/../compare.inc';
$cases = [
    'single quoted' => "<?php 'a\\'b' b'c' 'multi\nline' '\$a {\$b}';",
    'double quoted, no variable' => '<?php "a\\"b\\n" b"c";',
    'simple variable' => '<?php "x $a y";',
    'offset' => '<?php "$a[0] $a[-1] $a[b] $a[$c] $a[0x1] $a[01]";',
    'property' => '<?php "$a->b->c $a->$b $a-> ";',
    'curly' => '<?php "{$a} {$a->b()} {$a[\'k\']} { $a}";',
    'dollar curly' => '<?php "${a} ${a[0]} ${a . b}";',
    'escaped' => '<?php "\\$a \\{$a} {\\$a} $ $1 {";',
    'backticks' => '<?php `ls $dir {$x} \\`q`;',
    'binary prefix' => '<?php b"x $a";',
];
foreach ($cases as $name => $code) {
    echo "== $name\n";
    attrsyntax_dump($code);
}
echo "== the engine gives the same\n";
attrsyntax_compare($cases);
?>
--EXPECT--
== single quoted
1 T_OPEN_TAG "<?php "
1 T_CONSTANT_ENCAPSED_STRING "'a\\'b'"
1 T_CONSTANT_ENCAPSED_STRING "b'c'"
1 T_CONSTANT_ENCAPSED_STRING "'multi\nline'"
2 T_CONSTANT_ENCAPSED_STRING "'$a {$b}'"
  ";"
== double quoted, no variable
1 T_OPEN_TAG "<?php "
1 T_CONSTANT_ENCAPSED_STRING "\"a\\\"b\\n\""
1 T_CONSTANT_ENCAPSED_STRING "b\"c\""
  ";"
== simple variable
1 T_OPEN_TAG "<?php "
  "\""
1 T_ENCAPSED_AND_WHITESPACE "x "
1 T_VARIABLE "$a"
1 T_ENCAPSED_AND_WHITESPACE " y"
  "\""
  ";"
== offset
1 T_OPEN_TAG "<?php "
  "\""
1 T_VARIABLE "$a"
  "["
1 T_NUM_STRING "0"
  "]"
1 T_ENCAPSED_AND_WHITESPACE " "
1 T_VARIABLE "$a"
  "["
  "-"
1 T_NUM_STRING "1"
  "]"
1 T_ENCAPSED_AND_WHITESPACE " "
1 T_VARIABLE "$a"
  "["
1 T_STRING "b"
  "]"
1 T_ENCAPSED_AND_WHITESPACE " "
1 T_VARIABLE "$a"
  "["
1 T_VARIABLE "$c"
  "]"
1 T_ENCAPSED_AND_WHITESPACE " "
1 T_VARIABLE "$a"
  "["
1 T_NUM_STRING "0x1"
  "]"
1 T_ENCAPSED_AND_WHITESPACE " "
1 T_VARIABLE "$a"
  "["
1 T_NUM_STRING "01"
  "]"
  "\""
  ";"
== property
1 T_OPEN_TAG "<?php "
  "\""
1 T_VARIABLE "$a"
1 T_OBJECT_OPERATOR "->"
1 T_STRING "b"
1 T_ENCAPSED_AND_WHITESPACE "->c "
1 T_VARIABLE "$a"
1 T_ENCAPSED_AND_WHITESPACE "->"
1 T_VARIABLE "$b"
1 T_ENCAPSED_AND_WHITESPACE " "
1 T_VARIABLE "$a"
1 T_ENCAPSED_AND_WHITESPACE "-> "
  "\""
  ";"
== curly
1 T_OPEN_TAG "<?php "
  "\""
1 T_CURLY_OPEN "{"
1 T_VARIABLE "$a"
  "}"
1 T_ENCAPSED_AND_WHITESPACE " "
1 T_CURLY_OPEN "{"
1 T_VARIABLE "$a"
1 T_OBJECT_OPERATOR "->"
1 T_STRING "b"
  "("
  ")"
  "}"
1 T_ENCAPSED_AND_WHITESPACE " "
1 T_CURLY_OPEN "{"
1 T_VARIABLE "$a"
  "["
1 T_CONSTANT_ENCAPSED_STRING "'k'"
  "]"
  "}"
1 T_ENCAPSED_AND_WHITESPACE " { "
1 T_VARIABLE "$a"
1 T_ENCAPSED_AND_WHITESPACE "}"
  "\""
  ";"
== dollar curly
1 T_OPEN_TAG "<?php "
  "\""
1 T_DOLLAR_OPEN_CURLY_BRACES "${"
1 T_STRING_VARNAME "a"
  "}"
1 T_ENCAPSED_AND_WHITESPACE " "
1 T_DOLLAR_OPEN_CURLY_BRACES "${"
1 T_STRING_VARNAME "a"
  "["
1 T_LNUMBER "0"
  "]"
  "}"
1 T_ENCAPSED_AND_WHITESPACE " "
1 T_DOLLAR_OPEN_CURLY_BRACES "${"
1 T_STRING "a"
  "."
1 T_STRING "b"
  "}"
  "\""
  ";"
== escaped
1 T_OPEN_TAG "<?php "
  "\""
1 T_ENCAPSED_AND_WHITESPACE "\\$a \\{"
1 T_VARIABLE "$a"
1 T_ENCAPSED_AND_WHITESPACE "} {\\$a} $ $1 {"
  "\""
  ";"
== backticks
1 T_OPEN_TAG "<?php "
  "`"
1 T_ENCAPSED_AND_WHITESPACE "ls "
1 T_VARIABLE "$dir"
1 T_ENCAPSED_AND_WHITESPACE " "
1 T_CURLY_OPEN "{"
1 T_VARIABLE "$x"
  "}"
1 T_ENCAPSED_AND_WHITESPACE " \\`q"
  "`"
  ";"
== binary prefix
1 T_OPEN_TAG "<?php "
  "b\""
1 T_ENCAPSED_AND_WHITESPACE "x "
1 T_VARIABLE "$a"
  "\""
  ";"
== the engine gives the same
single quoted: same
double quoted, no variable: same
simple variable: same
offset: same
property: same
curly: same
dollar curly: same
escaped: same
backticks: same
binary prefix: same
