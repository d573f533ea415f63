--TEST--
Tokenizer: every construct left unterminated at the end of the input
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_tokenizer(); ?>
--FILE--
<?php
require __DIR__ . '/../compare.inc';
$cases = [
    'single quote' => "<?php 'abc\ndef",
    'double quote' => '<?php "abc',
    'double quote after a variable' => '<?php "a $b c',
    'backtick' => '<?php `ls $d',
    'curly interpolation' => '<?php "{$a',
    'dollar curly' => '<?php "${',
    'offset' => '<?php "$a[',
    'offset value' => '<?php "$a[0',
    'property arrow' => '<?php "$a->',
    'heredoc start' => '<?php <<<',
    'heredoc label' => '<?php <<<EOT',
    'heredoc body' => "<?php <<<EOT\nabc\n",
    'heredoc interpolation' => "<?php <<<EOT\n{\$x",
    'heredoc closing marker missing its newline' => "<?php <<<EOT\nabc\nEO",
    'nowdoc body' => "<?php <<<'EOT'\nabc",
    'block comment' => "<?php /* never\n closed",
    'doc comment' => '<?php /** never',
    'cast' => '<?php (int',
    'open tag' => '<',
];
foreach ($cases as $name => $code) {
    echo "== $name\n";
    @attrsyntax_dump($code);
}
echo "== the engine gives the same, warnings included\n";
attrsyntax_compare($cases);
?>
--EXPECT--
== single quote
1 T_OPEN_TAG "<?php "
1 T_ENCAPSED_AND_WHITESPACE "'abc\ndef"
== double quote
1 T_OPEN_TAG "<?php "
  "\""
1 T_ENCAPSED_AND_WHITESPACE "abc"
== double quote after a variable
1 T_OPEN_TAG "<?php "
  "\""
1 T_ENCAPSED_AND_WHITESPACE "a "
1 T_VARIABLE "$b"
1 T_ENCAPSED_AND_WHITESPACE " c"
== backtick
1 T_OPEN_TAG "<?php "
  "`"
1 T_ENCAPSED_AND_WHITESPACE "ls "
1 T_VARIABLE "$d"
== curly interpolation
1 T_OPEN_TAG "<?php "
  "\""
1 T_CURLY_OPEN "{"
1 T_VARIABLE "$a"
== dollar curly
1 T_OPEN_TAG "<?php "
  "\""
1 T_DOLLAR_OPEN_CURLY_BRACES "${"
== offset
1 T_OPEN_TAG "<?php "
  "\""
1 T_VARIABLE "$a"
  "["
== offset value
1 T_OPEN_TAG "<?php "
  "\""
1 T_VARIABLE "$a"
  "["
1 T_NUM_STRING "0"
== property arrow
1 T_OPEN_TAG "<?php "
  "\""
1 T_VARIABLE "$a"
1 T_ENCAPSED_AND_WHITESPACE "->"
== heredoc start
1 T_OPEN_TAG "<?php "
1 T_SL "<<"
  "<"
== heredoc label
1 T_OPEN_TAG "<?php "
1 T_SL "<<"
  "<"
1 T_STRING "EOT"
== heredoc body
1 T_OPEN_TAG "<?php "
1 T_START_HEREDOC "<<<EOT\n"
2 T_ENCAPSED_AND_WHITESPACE "abc\n"
== heredoc interpolation
1 T_OPEN_TAG "<?php "
1 T_START_HEREDOC "<<<EOT\n"
2 T_CURLY_OPEN "{"
2 T_VARIABLE "$x"
== heredoc closing marker missing its newline
1 T_OPEN_TAG "<?php "
1 T_START_HEREDOC "<<<EOT\n"
2 T_ENCAPSED_AND_WHITESPACE "abc\nEO"
== nowdoc body
1 T_OPEN_TAG "<?php "
1 T_START_HEREDOC "<<<'EOT'\n"
2 T_ENCAPSED_AND_WHITESPACE "abc"
== block comment
1 T_OPEN_TAG "<?php "
1 T_COMMENT "\/* never\n closed"
== doc comment
1 T_OPEN_TAG "<?php "
1 T_DOC_COMMENT "\/** never"
== cast
1 T_OPEN_TAG "<?php "
  "("
1 T_STRING "int"
== open tag
1 T_INLINE_HTML "<"
== the engine gives the same, warnings included
single quote: same
double quote: same
double quote after a variable: same
backtick: same
curly interpolation: same
dollar curly: same
offset: same
offset value: same
property arrow: same
heredoc start: same
heredoc label: same
heredoc body: same
heredoc interpolation: same
heredoc closing marker missing its newline: same
nowdoc body: same
block comment: same
doc comment: same
cast: same
open tag: same
