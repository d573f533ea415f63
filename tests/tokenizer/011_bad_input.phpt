--TEST--
Tokenizer: bad input: NUL bytes, invalid UTF-8, unterminated constructs, deep nesting
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_tokenizer(); ?>
--INI--
memory_limit=512M
--FILE--
<?php
require __DIR__ . '/../compare.inc';
attrsyntax_compare([
    'only NUL' => "\x00\x00\x00",
    'NUL after open tag' => "<?php\x00",
    'NUL in every state' => "<?php \"\x00\$a\x00\" `\x00` '\x00' <<<A\n\x00\nA;\n/*\x00*/ #\x00\n?>\x00<?php",
    'invalid UTF-8' => "<?php \xff\xfe\xfd; \$\x80 = \"\xc3\";",
    'unterminated string' => '<?php "abc',
    'unterminated backtick' => '<?php `abc',
    'unterminated interpolation' => '<?php "{$a',
    'unterminated offset' => '<?php "$a[',
    'unterminated dollar brace' => '<?php "${',
    'unterminated heredoc label' => "<?php <<<",
    'unterminated heredoc body' => "<?php <<<A\n{\$x",
    'unterminated comment' => '<?php /*',
    'open tag alone' => '<?',
    'lone backslash' => '<?php \\',
]);
/* 100,000 nested brackets, and as many attribute groups, tokenize without trouble */
$n = 100000;
$code = '<?php ' . str_repeat('[', $n) . str_repeat(']', $n);
var_dump(count(attrsyntax_token_get_all($code)) === 2 * $n + 1);
$code = '<?php ' . str_repeat('#[A(', $n);
var_dump(count(attrsyntax_token_get_all($code)) === 3 * $n + 1);
$code = '<?php ' . str_repeat('@@f(', $n);
var_dump(count(attrsyntax_token_get_all($code, ATTRSYNTAX_ATAT)) === 4 * $n + 1);
$code = '<?php ' . str_repeat('f(<<A(', $n);
var_dump(count(attrsyntax_token_get_all($code, ATTRSYNTAX_ANGLE)) === 5 * $n + 1);
?>
--EXPECT--
only NUL: same
NUL after open tag: same
NUL in every state: same
invalid UTF-8: same
unterminated string: same
unterminated backtick: same
unterminated interpolation: same
unterminated offset: same
unterminated dollar brace: same
unterminated heredoc label: same
unterminated heredoc body: same
unterminated comment: same
open tag alone: same
lone backslash: same
bool(true)
bool(true)
bool(true)
bool(true)
