--TEST--
Tokenizer: 50 MB inputs in a few huge tokens: inline HTML, an attribute argument (with TOKEN_PARSE), a heredoc, 50 million newlines
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_under_valgrind(); attrsyntax_skip_unless_tokenizer(); ?>
--INI--
memory_limit=2G
--FILE--
<?php
$mb50 = 50 << 20;
$big = str_repeat('x', $mb50);
$show = function (array $tokens): void {
    $out = [];
    foreach ($tokens as $t) {
        $out[] = is_array($t) ? attrsyntax_token_name($t[0]) . '(' . strlen($t[1]) . ")@$t[2]" : $t;
    }
    echo count($tokens), ': ', implode(' ', $out), "\n";
};
$show(attrsyntax_token_get_all($big));
$show(attrsyntax_token_get_all("<?php\n#[A('$big')]\nfunction f() {}", TOKEN_PARSE));
$code = "<?php <<<EOT\n$big\nEOT;\n";
unset($big);
$show($tokens = attrsyntax_token_get_all($code));
var_dump(!function_exists('token_get_all') || $tokens === token_get_all($code));
unset($tokens);
$code = '<?php' . str_repeat("\n", $mb50) . '$a;';
$show($tokens = attrsyntax_token_get_all($code));
var_dump(!function_exists('token_get_all') || $tokens === token_get_all($code));
?>
--EXPECT--
1: T_INLINE_HTML(52428800)@1
16: T_OPEN_TAG(6)@1 T_ATTRIBUTE(2)@2 T_STRING(1)@2 ( T_CONSTANT_ENCAPSED_STRING(52428802)@2 ) ] T_WHITESPACE(1)@2 T_FUNCTION(8)@3 T_WHITESPACE(1)@3 T_STRING(1)@3 ( ) T_WHITESPACE(1)@3 { }
6: T_OPEN_TAG(6)@1 T_START_HEREDOC(7)@1 T_ENCAPSED_AND_WHITESPACE(52428801)@2 T_END_HEREDOC(3)@3 ; T_WHITESPACE(1)@3
bool(true)
4: T_OPEN_TAG(6)@1 T_WHITESPACE(52428799)@2 T_VARIABLE(2)@52428801 ;
bool(true)
