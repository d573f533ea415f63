--TEST--
Tokenizer: #[...] gives T_ATTRIBUTE on every runtime, nesting, strings with ], several lines
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/../compare.inc';
attrsyntax_dump('<?php
#[A, B(1, "]", [2, 3]), D(x: [4 => "#[" ])]
#[
    Multi(
        "line",
    ),
]
function f(#[P] $x) {}');
echo "--\n";
/* the flag is implied without any syntax flag, and can be given */
var_dump(attrsyntax_token_get_all('<?php #[A]') === attrsyntax_token_get_all('<?php #[A]', ATTRSYNTAX_HASH));
?>
--EXPECT--
1 T_OPEN_TAG "<?php\n"
2 T_ATTRIBUTE "#["
2 T_STRING "A"
  ","
2 T_STRING "B"
  "("
2 T_LNUMBER "1"
  ","
2 T_CONSTANT_ENCAPSED_STRING "\"]\""
  ","
  "["
2 T_LNUMBER "2"
  ","
2 T_LNUMBER "3"
  "]"
  ")"
  ","
2 T_STRING "D"
  "("
2 T_STRING "x"
  ":"
  "["
2 T_LNUMBER "4"
2 T_DOUBLE_ARROW "=>"
2 T_CONSTANT_ENCAPSED_STRING "\"#[\""
  "]"
  ")"
  "]"
3 T_ATTRIBUTE "#["
4 T_STRING "Multi"
  "("
5 T_CONSTANT_ENCAPSED_STRING "\"line\""
  ","
  ")"
  ","
  "]"
8 T_FUNCTION "function"
8 T_STRING "f"
  "("
8 T_ATTRIBUTE "#["
8 T_STRING "P"
  "]"
8 T_VARIABLE "$x"
  ")"
  "{"
  "}"
--
bool(true)
