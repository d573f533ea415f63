--TEST--
Tokenizer: the warnings token_get_all() gives, with the same text
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_tokenizer(); ?>
--FILE--
<?php
require __DIR__ . '/../compare.inc';
$code = "<?php \"\\400 \\777\" `\\412` \x01 /* unterminated";
attrsyntax_compare(['warnings' => $code]);
attrsyntax_collect_warnings(function () use ($code) { return attrsyntax_token_get_all($code); }, $warnings);
echo implode("\n", $warnings), "\n";
?>
--EXPECTREGEX--
warnings: same
Warning: Octal escape sequence overflow \\400 is greater than \\377
Warning: Octal escape sequence overflow \\777 is greater than \\377
Warning: Octal escape sequence overflow \\412 is greater than \\377(
Warning: Unexpected character in input:  '.' \(ASCII=1\) state=0
Warning: Unterminated comment starting line 1)?
