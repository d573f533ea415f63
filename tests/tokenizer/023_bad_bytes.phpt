--TEST--
Tokenizer: T_BAD_CHARACTER for NUL and control bytes, NUL bytes and invalid UTF-8 inside tokens
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_tokenizer(); ?>
--FILE--
<?php
require __DIR__ . '/../compare.inc';
function show(string $code, int $flags = 0): void {
    /* PHP 7.4 also warns "Unexpected character in input": the comparison below checks that */
    foreach (@attrsyntax_token_get_all($code, $flags) as $t) {
        echo is_array($t) ? attrsyntax_token_name($t[0]) . " $t[2] " . '"' . addcslashes($t[1], "\0..\37\"\\\177..\377") . '"' : $t, "\n";
    }
}
$cases = [
    'control bytes' => "<?php \x00\x01\x08\x0b\x0c\x0e\x1f\x7f\$a;",
    'NUL bytes inside tokens' => "<?php \$a\x00 'x\x00y' \"\x00\$b\x00\" /* \x00 */ # \x00 ?>\x00<?php // \x00",
    'NUL in inline HTML and after a close tag' => "\x00<?php ?>\x00",
    'invalid UTF-8' => "<?php \$\xff\xfe = '\xc3\x28' . \"\xe2\x82\" . f\x80(); // \xc0\xaf",
    'valid UTF-8 names' => "<?php \$\xc3\xa9t\xc3\xa9 = \"\xc3\xbc\"; function \xc3\x9f() {}",
];
foreach ($cases as $name => $code) {
    echo "== $name\n";
    show($code);
}
echo "== the engine gives the same, warnings included\n";
attrsyntax_compare($cases);
?>
--EXPECT--
== control bytes
T_OPEN_TAG 1 "<?php "
T_BAD_CHARACTER 1 "\000"
T_BAD_CHARACTER 1 "\001"
T_BAD_CHARACTER 1 "\b"
T_BAD_CHARACTER 1 "\v"
T_BAD_CHARACTER 1 "\f"
T_BAD_CHARACTER 1 "\016"
T_BAD_CHARACTER 1 "\037"
T_BAD_CHARACTER 1 "\177"
T_VARIABLE 1 "$a"
;
== NUL bytes inside tokens
T_OPEN_TAG 1 "<?php "
T_VARIABLE 1 "$a"
T_BAD_CHARACTER 1 "\000"
T_WHITESPACE 1 " "
T_CONSTANT_ENCAPSED_STRING 1 "'x\000y'"
T_WHITESPACE 1 " "
"
T_ENCAPSED_AND_WHITESPACE 1 "\000"
T_VARIABLE 1 "$b"
T_ENCAPSED_AND_WHITESPACE 1 "\000"
"
T_WHITESPACE 1 " "
T_COMMENT 1 "/* \000 */"
T_WHITESPACE 1 " "
T_COMMENT 1 "# \000 "
T_CLOSE_TAG 1 "?>"
T_INLINE_HTML 1 "\000"
T_OPEN_TAG 1 "<?php "
T_COMMENT 1 "// \000"
== NUL in inline HTML and after a close tag
T_INLINE_HTML 1 "\000"
T_OPEN_TAG 1 "<?php "
T_CLOSE_TAG 1 "?>"
T_INLINE_HTML 1 "\000"
== invalid UTF-8
T_OPEN_TAG 1 "<?php "
T_VARIABLE 1 "$\377\376"
T_WHITESPACE 1 " "
=
T_WHITESPACE 1 " "
T_CONSTANT_ENCAPSED_STRING 1 "'\303('"
T_WHITESPACE 1 " "
.
T_WHITESPACE 1 " "
T_CONSTANT_ENCAPSED_STRING 1 "\"\342\202\""
T_WHITESPACE 1 " "
.
T_WHITESPACE 1 " "
T_STRING 1 "f\200"
(
)
;
T_WHITESPACE 1 " "
T_COMMENT 1 "// \300\257"
== valid UTF-8 names
T_OPEN_TAG 1 "<?php "
T_VARIABLE 1 "$\303\251t\303\251"
T_WHITESPACE 1 " "
=
T_WHITESPACE 1 " "
T_CONSTANT_ENCAPSED_STRING 1 "\"\303\274\""
;
T_WHITESPACE 1 " "
T_FUNCTION 1 "function"
T_WHITESPACE 1 " "
T_STRING 1 "\303\237"
(
)
T_WHITESPACE 1 " "
{
}
== the engine gives the same, warnings included
control bytes: same
NUL bytes inside tokens: same
NUL in inline HTML and after a close tag: same
invalid UTF-8: same
valid UTF-8 names: same
