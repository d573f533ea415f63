--TEST--
Tokenizer: the same tokens and warnings as token_get_all() on lexer corner cases, with and without the @@ and << syntaxes
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_tokenizer(); ?>
--INI--
short_open_tag=0
--FILE--
<?php
require __DIR__ . '/../compare.inc';
$snippets = [
 'hd closing-like' => "<?php <<<EOT\nEOTX\n EOTa\nEOT;\n",
 'hd mixed indent' => "<?php <<<EOT\n \tx\n \tEOT;\n",
 'hd tabs spaces closing' => "<?php <<<EOT\n\t x\n\t EOT;\n",
 'hd body less indented' => "<?php <<<EOT\n x\n  EOT;\n",
 'hd body less indented interp' => "<?php <<<EOT\n  \$a\n x {\$b}\n  EOT;\n",
 'hd crlf' => "<?php <<<EOT\r\nx\r\n  y\r\nEOT;\r\n",
 'hd spaces after <<<' => "<?php <<< \t EOT\nx\nEOT;\n",
 'hd unicode label' => "<?php <<<ÉTÉ\nx\nÉTÉ;\n",
 'hd dollar end' => "<?php <<<EOT\nx\$\n\$a->\n{\$\nEOT;\n",
 'hd closing followed by ,' => "<?php f(<<<EOT\n  a\n  EOT, 1);",
 'hd empty indented' => "<?php <<<EOT\n  EOT;\n",
 'hd only newline' => "<?php <<<EOT\n\nEOT;\n",
 'hd blank lines indented' => "<?php <<<EOT\n    a\n\n    b\n    EOT;\n",
 'hd interp at line start' => "<?php <<<EOT\n  \$a\n  {\$b}\n  \${c}\n  EOT;\n",
 'nd indented' => "<?php <<<'EOT'\n   \$a {\$b}\n  EOT;\n",
 'nd unterminated' => "<?php <<<'EOT'\nabc",
 'hd label no newline' => "<?php <<<EOT",
 'hd label quote mismatch' => "<?php <<<\"EOT\nx\nEOT;\n",
 'hd closing in middle' => "<?php <<<EOT\nab EOT\nEOT\n;",
 'hd nested in ${' => "<?php \"\${<<<A\nx\nA}\";",
 'str esc' => '<?php "\{$a} {\$a} $ $1 ${ {$ \\\\$a $a->b->c $a->$b $a[b c] $a[b]x $a[\'b\'] $a[-0] $a[--1] $a[-x] $a[0b1] $a[1e3]"',
 'str $a[ eof' => '<?php "$a[0',
 'str dollar brace expr' => '<?php "${a . b} ${a}[0] {$a->b()} {$a[\'x\']} {$a::$b}"',
 'str nullsafe' => '<?php "$a?->b $a?-> $a->"',
 'backtick interp' => '<?php `$a $a->b {$c} ${d} \\`x`',
 'hd interp prop' => "<?php <<<EOT\n\$a->b \$a?->c \$a[0] \$a[x]\nEOT;\n",
 'comments' => "<?php # x ?> html\n<?php // a ?>b\n# c\r?>d<?php /* ?> */ #",
 'comment ending cr lf' => "<?php //x\r\n//y\n\r#z",
 'comment at eof' => "<?php // x",
 'hash at eof' => "<?php #",
 'doc comment variants' => "<?php /** */ /**x*/ /**\n*/ /*** ***/",
 'open tags' => "<?php\t1; ?><?php\r1; ?><?PhP 1; ?><?php?>x <?xml ?>",
 'open tag eof variants' => "<?php",
 'open tag eof 2' => "x<?php",
 'open tag eof 3' => "<?=",
 'close eof' => "<?php ?>",
 'close nl eof' => "<?php ?>\n",
 'close crlf eof' => "<?php ?>\r\n",
 'close cr' => "<?php ?>\rX",
 'nums' => '<?php 1_000_ 1__0 0x_1 0b2 1e 1e+ .5e3 0x 0b 0o 0O17 0o1_7 1_e3 1e_3 0x1_ 0_1',
 'num overflow us' => '<?php 9_223_372_036_854_775_807 9_223_372_036_854_775_808 0x7FFF_FFFF_FFFF_FFFF 0x8000_0000_0000_0000 07_7777_7777_7777_7777_7777 0_1777777777777777777777 0_2000000000000000000000',
 'num leading zeros' => '<?php 0b' . str_repeat('0', 100) . '1 0x' . str_repeat('0', 100) . '1 ' . str_repeat('0', 100) . '1 0b0' . str_repeat('1', 64) . ' 0x0' . str_repeat('F', 16) . ' 0' . str_repeat('7',21) . ' 0' . str_repeat('0', 30) . '1777777777777777777777',
 'num decimal big' => '<?php ' . str_repeat('9', 400) . ' 18446744073709551616 9223372036854775807.0',
 'str offsets big' => '<?php "$a[9223372036854775807] $a[9223372036854775808] $a[0x7FFFFFFFFFFFFFFF] $a[0x8000000000000000] $a[-9223372036854775808] $a[-9223372036854775809] $a[00] $a[0_1] $a[1_0]"',
 'casts' => "<?php (int\n) (  integer  ) (\tbool\t) (INT) (Int) (booleans) (float)(double) (real ) (binary)(unset)(void)(array )",
 'yield' => "<?php yield /* c */ from \$a; yield\r\n\tfrom \$b; yield  from; yieldfrom; yield\nfromx",
 'yield eof' => "<?php yield ",
 'yield from eof' => "<?php yield\nfrom",
 'bad chars' => "<?php \x01\x02\x03\x04\x05\x06\x07\x08\x0b\x0c\x0e\x1f\x7f x",
 'ws only' => "<?php  \t\r\n  ",
 'nsep' => '<?php \\\\ Foo\\\\Bar \\ Foo\\ Bar namespace\\ Foo \\namespace\\Foo Foo\\namespace',
 'qmark' => '<?php ?-> ? -> ?? = ?->b ?:',
 'ampersand' => '<?php & $a &$a && &... &&$a fn&($x) => $x; function &f(&$a, & ...$b) {}',
 'variable variable' => '<?php $$$a ${$b} $ {$c} $',
 'heredoc in interp deeper' => "<?php <<<A\n{\$a[<<<B\n{\$b[<<<C\nc\nC]}\nB]}\nA;\n",
 'cast like' => '<?php (int)$a (int $a) (integer',
 'label chars' => "<?php \$\x80\xff \$_ \$0 \$a0 a\x7fb",
 'tag in string' => '<?php "?>" \'?>\' `?>`',
 'exit die' => '<?php exit; die(); exit(1);',
 'keywords ci' => '<?php FUNCTION Fn FN MATCH Enum ENUM READONLY readonly() __Halt_Compiler',
 'enum variants' => '<?php enum A {} enum A extends B {} enum A implements B {} enum: enum; $enum; enum	A',
 'readonly' => '<?php readonly function readonly() readonly(); class C { readonly int $x; }',
 'nullsafe' => '<?php $a?->b?->c()',
 'attribute-looking comment' => "<?php # [A]\n#\n#  [\n",
];
/* none of these holds an attribute: with ATTRSYNTAX_ATAT | ATTRSYNTAX_ANGLE the tokens stay the engine's */
foreach ([0, ATTRSYNTAX_ATAT | ATTRSYNTAX_ANGLE] as $flags) {
    ob_start();
    attrsyntax_compare($snippets, $flags);
    $lines = explode("\n", rtrim(ob_get_clean()));
    $same = preg_grep('/: same$/', $lines);
    printf("flags %d: %d of %d the same\n", $flags, count($same), count($snippets));
    echo implode("\n", array_diff($lines, $same)), count($same) === count($lines) ? '' : "\n";
}
?>
--EXPECT--
flags 0: 64 of 64 the same
flags 12: 64 of 64 the same
