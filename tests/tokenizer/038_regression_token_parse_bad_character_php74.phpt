--TEST--
Bug: PHP 7.4, TOKEN_PARSE: a bad character is kept as a token (T_BAD_CHARACTER, or T_WHITESPACE "\x01") and warned about twice; the engine drops it and warns once
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); attrsyntax_skip_unless_tokenizer(); ?>
--FILE--
<?php
require __DIR__ . '/../compare.inc';
attrsyntax_compare(['at the end' => "<?php \x01", 'before whitespace' => "<?php \x01 \$a;", 'DEL' => "<?php \$a; \x7f"], TOKEN_PARSE);
foreach (@attrsyntax_token_get_all("<?php \x01 \$a;", TOKEN_PARSE) as $t) {
    echo is_array($t) ? attrsyntax_token_name($t[0]) . ' ' . json_encode($t[1]) : $t, "\n";
}
?>
--EXPECT--
at the end: same
before whitespace: same
DEL: same
T_OPEN_TAG "<?php "
T_WHITESPACE " "
T_VARIABLE "$a"
;
