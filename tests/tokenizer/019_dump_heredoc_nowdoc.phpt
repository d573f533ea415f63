--TEST--
Tokenizer: heredoc and nowdoc, flexible closing markers, heredoc nested in interpolation, token by token
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_tokenizer(); ?>
--FILE--
<?php
require __DIR__ . '/../compare.inc';
$cases = [
    'heredoc' => "<?php \$x = <<<EOT\nline \$a {\$b} \${c} \$d[0] \$e->f\nEOT;\n\$after;",
    'quoted label' => "<?php <<<\"EOT\"\nx\nEOT;",
    'nowdoc' => "<?php <<<'EOT'\nraw \$a {\$b}\nEOT;",
    'empty' => "<?php <<<EOT\nEOT;",
    'flexible closing marker' => "<?php\n  f(<<<EOT\n    a\n      b\n    EOT, 1);",
    'flexible with tabs' => "<?php <<<EOT\n\t\tx\n\tEOT;",
    'marker-like lines in the body' => "<?php <<<EOT\nEOTX\n EOT_\nxEOT\nEOT;",
    'spaces after <<<' => "<?php <<< \tEOT\nx\nEOT;",
    'nested in interpolation' => "<?php <<<A\n{\$a[<<<B\nb \$c\nB]}\nA;",
    'heredoc in ${}' => "<?php \"\${<<<A\nx\nA}\";",
    'crlf' => "<?php <<<EOT\r\nx\r\nEOT;\r\n",
];
foreach ($cases as $name => $code) {
    echo "== $name\n";
    attrsyntax_dump($code);
}
echo "== the engine gives the same\n";
attrsyntax_compare($cases);
?>
--EXPECT--
== heredoc
1 T_OPEN_TAG "<?php "
1 T_VARIABLE "$x"
  "="
1 T_START_HEREDOC "<<<EOT\n"
2 T_ENCAPSED_AND_WHITESPACE "line "
2 T_VARIABLE "$a"
2 T_ENCAPSED_AND_WHITESPACE " "
2 T_CURLY_OPEN "{"
2 T_VARIABLE "$b"
  "}"
2 T_ENCAPSED_AND_WHITESPACE " "
2 T_DOLLAR_OPEN_CURLY_BRACES "${"
2 T_STRING_VARNAME "c"
  "}"
2 T_ENCAPSED_AND_WHITESPACE " "
2 T_VARIABLE "$d"
  "["
2 T_NUM_STRING "0"
  "]"
2 T_ENCAPSED_AND_WHITESPACE " "
2 T_VARIABLE "$e"
2 T_OBJECT_OPERATOR "->"
2 T_STRING "f"
2 T_ENCAPSED_AND_WHITESPACE "\n"
3 T_END_HEREDOC "EOT"
  ";"
4 T_VARIABLE "$after"
  ";"
== quoted label
1 T_OPEN_TAG "<?php "
1 T_START_HEREDOC "<<<\"EOT\"\n"
2 T_ENCAPSED_AND_WHITESPACE "x\n"
3 T_END_HEREDOC "EOT"
  ";"
== nowdoc
1 T_OPEN_TAG "<?php "
1 T_START_HEREDOC "<<<'EOT'\n"
2 T_ENCAPSED_AND_WHITESPACE "raw $a {$b}\n"
3 T_END_HEREDOC "EOT"
  ";"
== empty
1 T_OPEN_TAG "<?php "
1 T_START_HEREDOC "<<<EOT\n"
2 T_END_HEREDOC "EOT"
  ";"
== flexible closing marker
1 T_OPEN_TAG "<?php\n"
2 T_STRING "f"
  "("
2 T_START_HEREDOC "<<<EOT\n"
3 T_ENCAPSED_AND_WHITESPACE "    a\n      b\n"
5 T_END_HEREDOC "    EOT"
  ","
5 T_LNUMBER "1"
  ")"
  ";"
== flexible with tabs
1 T_OPEN_TAG "<?php "
1 T_START_HEREDOC "<<<EOT\n"
2 T_ENCAPSED_AND_WHITESPACE "\t\tx\n"
3 T_END_HEREDOC "\tEOT"
  ";"
== marker-like lines in the body
1 T_OPEN_TAG "<?php "
1 T_START_HEREDOC "<<<EOT\n"
2 T_ENCAPSED_AND_WHITESPACE "EOTX\n EOT_\nxEOT\n"
5 T_END_HEREDOC "EOT"
  ";"
== spaces after <<<
1 T_OPEN_TAG "<?php "
1 T_START_HEREDOC "<<< \tEOT\n"
2 T_ENCAPSED_AND_WHITESPACE "x\n"
3 T_END_HEREDOC "EOT"
  ";"
== nested in interpolation
1 T_OPEN_TAG "<?php "
1 T_START_HEREDOC "<<<A\n"
2 T_CURLY_OPEN "{"
2 T_VARIABLE "$a"
  "["
2 T_START_HEREDOC "<<<B\n"
3 T_ENCAPSED_AND_WHITESPACE "b "
3 T_VARIABLE "$c"
3 T_ENCAPSED_AND_WHITESPACE "\n"
4 T_END_HEREDOC "B"
  "]"
  "}"
4 T_ENCAPSED_AND_WHITESPACE "\n"
5 T_END_HEREDOC "A"
  ";"
== heredoc in ${}
1 T_OPEN_TAG "<?php "
  "\""
1 T_DOLLAR_OPEN_CURLY_BRACES "${"
1 T_START_HEREDOC "<<<A\n"
2 T_ENCAPSED_AND_WHITESPACE "x\n"
3 T_END_HEREDOC "A"
  "}"
  "\""
  ";"
== crlf
1 T_OPEN_TAG "<?php "
1 T_START_HEREDOC "<<<EOT\r\n"
2 T_ENCAPSED_AND_WHITESPACE "x\r\n"
3 T_END_HEREDOC "EOT"
  ";"
== the engine gives the same
heredoc: same
quoted label: same
nowdoc: same
empty: same
flexible closing marker: same
flexible with tabs: same
marker-like lines in the body: same
spaces after <<<: same
nested in interpolation: same
heredoc in ${}: same
crlf: same
