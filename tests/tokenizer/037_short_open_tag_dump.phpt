--TEST--
Tokenizer: short_open_tag=1: <? opens PHP code, token by token
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_tokenizer(); ?>
--INI--
short_open_tag=1
--FILE--
<?php
require __DIR__ . '/../compare.inc';
$cases = [
    'short tag' => "a<? echo 1; ?>\nb",
    'short tag at the end' => 'x<?',
    'short tag then newline' => "<?\n\$a;",
    'xml declaration' => '<?xml version="1.0"?>',
    'echo tag' => '<?=1?>',
    'long tag' => '<?php $a;',
    'long tag without space' => '<?php$a;',
    'attribute after a short tag' => '<? #[A] function f() {}',
];
foreach ($cases as $name => $code) {
    echo "== $name\n";
    attrsyntax_dump($code);
}
echo "== the engine gives the same\n";
attrsyntax_compare(array_diff_key($cases, ['attribute after a short tag' => 1]));
?>
--EXPECT--
== short tag
1 T_INLINE_HTML "a"
1 T_OPEN_TAG "<?"
1 T_ECHO "echo"
1 T_LNUMBER "1"
  ";"
1 T_CLOSE_TAG "?>\n"
2 T_INLINE_HTML "b"
== short tag at the end
1 T_INLINE_HTML "x"
1 T_OPEN_TAG "<?"
== short tag then newline
1 T_OPEN_TAG "<?"
2 T_VARIABLE "$a"
  ";"
== xml declaration
1 T_OPEN_TAG "<?"
1 T_STRING "xml"
1 T_STRING "version"
  "="
1 T_CONSTANT_ENCAPSED_STRING "\"1.0\""
1 T_CLOSE_TAG "?>"
== echo tag
1 T_OPEN_TAG_WITH_ECHO "<?="
1 T_LNUMBER "1"
1 T_CLOSE_TAG "?>"
== long tag
1 T_OPEN_TAG "<?php "
1 T_VARIABLE "$a"
  ";"
== long tag without space
1 T_OPEN_TAG "<?"
1 T_STRING "php"
1 T_VARIABLE "$a"
  ";"
== attribute after a short tag
1 T_OPEN_TAG "<?"
1 T_ATTRIBUTE "#["
1 T_STRING "A"
  "]"
1 T_FUNCTION "function"
1 T_STRING "f"
  "("
  ")"
  "{"
  "}"
== the engine gives the same
short tag: same
short tag at the end: same
short tag then newline: same
xml declaration: same
echo tag: same
long tag: same
long tag without space: same
