--TEST--
Tokenizer: attrsyntax.override_token_get_all=1 runs token_get_all() on attrsyntax's scanner
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; attrsyntax_skip_unless_tokenizer(); ?>
--INI--
attrsyntax.override_token_get_all=1
--FILE--
<?php
$code = "<?php\n#[Attr]\nfunction f() {}";
$t = token_get_all($code)[1];
echo token_name($t[0]), ' ', json_encode($t[1]), ' ', $t[2], "\n";
var_dump(token_get_all($code) === attrsyntax_token_get_all($code));
var_dump(token_get_all($code, TOKEN_PARSE) === attrsyntax_token_get_all($code, TOKEN_PARSE));
var_dump(ini_get('attrsyntax.override_token_get_all'));
/* system level only */
var_dump(ini_set('attrsyntax.override_token_get_all', '0'));
if (class_exists('PhpToken')) {
    echo PhpToken::tokenize($code)[1]->getTokenName(), "\n";
}
?>
--EXPECT--
T_ATTRIBUTE "#[" 2
bool(true)
bool(true)
string(1) "1"
bool(false)
T_ATTRIBUTE
