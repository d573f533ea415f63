--TEST--
Tokenizer: inline HTML, open and close tags, comments of every kind, token by token
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_tokenizer(); ?>
--INI--
short_open_tag=0
--FILE--
<?php
require __DIR__ . '/../compare.inc';
$cases = [
    'html around code' => "<html>\n<?php echo 1; ?>\n</html>\n",
    'echo tags' => 'a<?= $x ?>b<?=$y?>',
    'open tag at end' => '<?php',
    'html then open tag at end' => 'x<?php',
    'open tag without space' => '<?php//c',
    'short tag while off' => '<? echo 1; ?>',
    'upper case' => '<?PHP ECHO 1;',
    'close tag in // comment' => "<?php\n// line ?> after\n",
    'close tag in # comment' => "<?php # hash ?>\nx",
    'block and doc comments' => "<?php /* block\n */ /** doc */ /**/ /***/ \$a;",
    'crlf' => "<?php\r\n\$a; ?>\r\n\r\n",
    'comment at end' => '<?php # last',
];
foreach ($cases as $name => $code) {
    echo "== $name\n";
    attrsyntax_dump($code);
}
/* PHP 7.4 keeps the newline in a // or # comment, PHP 8 leaves it to T_WHITESPACE:
 * ATTRSYNTAX_PHP80_TOKENS gives the PHP 8 rule on both */
echo "== line comments, PHP 8 rule\n";
foreach (attrsyntax_token_get_all("<?php\n// c\n# d\n\$a;", ATTRSYNTAX_PHP80_TOKENS) as $t) {
    echo is_array($t) ? attrsyntax_token_name($t[0]) . ' ' . json_encode($t[1]) . " $t[2]" : json_encode($t), "\n";
}
echo "== the engine gives the same\n";
attrsyntax_compare($cases + ['line comments' => "<?php\n// c\n# d\n\$a;"]);
?>
--EXPECT--
== html around code
1 T_INLINE_HTML "<html>\n"
2 T_OPEN_TAG "<?php "
2 T_ECHO "echo"
2 T_LNUMBER "1"
  ";"
2 T_CLOSE_TAG "?>\n"
3 T_INLINE_HTML "<\/html>\n"
== echo tags
1 T_INLINE_HTML "a"
1 T_OPEN_TAG_WITH_ECHO "<?="
1 T_VARIABLE "$x"
1 T_CLOSE_TAG "?>"
1 T_INLINE_HTML "b"
1 T_OPEN_TAG_WITH_ECHO "<?="
1 T_VARIABLE "$y"
1 T_CLOSE_TAG "?>"
== open tag at end
1 T_OPEN_TAG "<?php"
== html then open tag at end
1 T_INLINE_HTML "x"
1 T_OPEN_TAG "<?php"
== open tag without space
1 T_INLINE_HTML "<?php\/\/c"
== short tag while off
1 T_INLINE_HTML "<? echo 1; ?>"
== upper case
1 T_OPEN_TAG "<?PHP "
1 T_ECHO "ECHO"
1 T_LNUMBER "1"
  ";"
== close tag in // comment
1 T_OPEN_TAG "<?php\n"
2 T_COMMENT "\/\/ line "
2 T_CLOSE_TAG "?>"
2 T_INLINE_HTML " after\n"
== close tag in # comment
1 T_OPEN_TAG "<?php "
1 T_COMMENT "# hash "
1 T_CLOSE_TAG "?>\n"
2 T_INLINE_HTML "x"
== block and doc comments
1 T_OPEN_TAG "<?php "
1 T_COMMENT "\/* block\n *\/"
2 T_DOC_COMMENT "\/** doc *\/"
2 T_COMMENT "\/**\/"
2 T_COMMENT "\/***\/"
2 T_VARIABLE "$a"
  ";"
== crlf
1 T_OPEN_TAG "<?php\r\n"
2 T_VARIABLE "$a"
  ";"
2 T_CLOSE_TAG "?>\r\n"
3 T_INLINE_HTML "\r\n"
== comment at end
1 T_OPEN_TAG "<?php "
1 T_COMMENT "# last"
== line comments, PHP 8 rule
T_OPEN_TAG "<?php\n" 1
T_COMMENT "\/\/ c" 2
T_WHITESPACE "\n" 2
T_COMMENT "# d" 3
T_WHITESPACE "\n" 3
T_VARIABLE "$a" 4
";"
== the engine gives the same
html around code: same
echo tags: same
open tag at end: same
html then open tag at end: same
open tag without space: same
short tag while off: same
upper case: same
close tag in // comment: same
close tag in # comment: same
block and doc comments: same
crlf: same
comment at end: same
line comments: same
