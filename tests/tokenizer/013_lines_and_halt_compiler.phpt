--TEST--
Tokenizer: line numbers in every construct, and what follows __halt_compiler()
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_tokenizer(); ?>
--FILE--
<?php
require __DIR__ . '/../compare.inc';
attrsyntax_compare([
    'newline kinds' => "<?php\n\$a;\r\n\$b;\r\$c;\n\r\$d;",
    'close tag newline' => "<?php ?>\n\n<?php \$a ?>\r\n\$b",
    'multi-line tokens' => "<?php /* a\nb */ 'c\nd' \"e\nf\$g\nh\" `i\nj` <<<K\nl\nK;\n\$m;",
    'heredoc closing line' => "<?php <<<A\n  x\n  y\n  A;\n\$after;",
    'line after bad escape' => "<?php \"\\u{zz}\n\n\" \$after;",
    'halt compiler' => "<?php\n__halt_compiler();\nrest\nof file",
    'halt compiler, comments between' => "<?php __halt_compiler /* c */ ( // x\n) ?>\nrest",
    'halt compiler at end' => "<?php __halt_compiler();",
    'halt compiler, few tokens' => "<?php __halt_compiler(",
    'two halt compilers' => "<?php __halt_compiler(); __halt_compiler(); x",
]);
foreach (attrsyntax_token_get_all("<?php\n__halt_compiler()\n;\n\ndata") as $t) {
    echo is_array($t) ? attrsyntax_token_name($t[0]) . " line $t[2] " : '', json_encode(is_array($t) ? $t[1] : $t), "\n";
}
?>
--EXPECT--
newline kinds: same
close tag newline: same
multi-line tokens: same
heredoc closing line: same
line after bad escape: same
halt compiler: same
halt compiler, comments between: same
halt compiler at end: same
halt compiler, few tokens: same
two halt compilers: same
T_OPEN_TAG line 1 "<?php\n"
T_HALT_COMPILER line 2 "__halt_compiler"
"("
")"
T_WHITESPACE line 2 "\n"
";"
T_INLINE_HTML line 3 "\n\ndata"
