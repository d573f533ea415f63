--TEST--
Tokenizer: token_get_all() is the engine's by default (on 7.4, #[ stays a comment there)
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_tokenizer(); ?>
--FILE--
<?php
$t = token_get_all("<?php\n#[Attr]\nfunction f() {}")[1];
echo PHP_VERSION_ID < 80000 ? ($t[0] === T_COMMENT ? 'comment' : 'not a comment') : ($t[0] === T_ATTRIBUTE ? 'comment' : 'not an attribute'), "\n";
var_dump(ini_get('attrsyntax.override_token_get_all'));
?>
--EXPECT--
comment
string(1) "0"
