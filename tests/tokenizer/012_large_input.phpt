--TEST--
Tokenizer: a 50 MB input
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_under_valgrind(); ?>
--INI--
memory_limit=1G
--FILE--
<?php
/* 50 MB in few tokens (a comment and a string) and close to 1 MB of dense code */
$big = str_repeat('x', 25 << 20);
$tokens = attrsyntax_token_get_all("<?php /* $big */ '$big';");
var_dump(count($tokens), strlen($tokens[1][1]) === (25 << 20) + 6);
unset($tokens);
$code = '<?php ' . str_repeat("#[A(1)] \$a = [1, 'b'];\n", 40000);
$tokens = attrsyntax_token_get_all($code);
$last = end($tokens);
var_dump(strlen($code), count($tokens), attrsyntax_token_name($last[0]), $last[2]);
?>
--EXPECT--
int(5)
bool(true)
int(920006)
int(760001)
string(12) "T_WHITESPACE"
int(40000)
