--TEST--
Bug: PHP 7.4, TOKEN_PARSE: an unterminated "#[" at the very end comes out as T_WHITESPACE instead of T_ATTRIBUTE
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
foreach (["<?php\n#[", "<?php f();#[", "<?php #["] as $code) {
    foreach ([0, TOKEN_PARSE] as $flags) {
        $t = attrsyntax_token_get_all($code, $flags);
        $last = end($t);
        echo json_encode($code), " flags $flags: ", attrsyntax_token_name($last[0]), ' ', json_encode($last[1]), "\n";
    }
}
?>
--EXPECT--
"<?php\n#[" flags 0: T_ATTRIBUTE "#["
"<?php\n#[" flags 1: T_ATTRIBUTE "#["
"<?php f();#[" flags 0: T_ATTRIBUTE "#["
"<?php f();#[" flags 1: T_ATTRIBUTE "#["
"<?php #[" flags 0: T_ATTRIBUTE "#["
"<?php #[" flags 1: T_ATTRIBUTE "#["
