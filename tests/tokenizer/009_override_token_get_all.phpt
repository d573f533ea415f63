--TEST--
Tokenizer: attrsyntax.override_token_get_all=1: token_get_all() and PhpToken::tokenize() are attrsyntax's, with and without TOKEN_PARSE; the setting is system level only
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_tokenizer(); ?>
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

require_once __DIR__ . '/../compare.inc';
$snippets = [
    'attributes' => "<?php\n#[A(1), B]\nclass C { #[D] public function list(#[E] \$x) { return \$x->class; } }",
    'attribute at the end' => '<?php f(); #[A(',
    'tags and comments' => "x<?= \$a ?>y<?php /* c */ # d ?>z",
    'strings' => "<?php \$x = \"a \$b[0] {\$c->d} \${e}\" . `f` . <<<EOT\n  \$g\n  EOT;\n",
    'numbers' => '<?php $x = [1_000, 0x7FFFFFFFFFFFFFFF, 0x8000000000000000, (int) 1, ( float ) 2];',
    'bad bytes' => "<?php \x00 \x01 \$\xff",
    'semi-reserved' => '<?php Foo::list; $a->class; class C { function print() {} }',
];
echo "-- token_get_all() is attrsyntax_token_get_all(), tokens and warnings\n";
attrsyntax_compare($snippets);
echo "-- with TOKEN_PARSE\n";
attrsyntax_compare(array_diff_key($snippets, ['attribute at the end' => 1, 'bad bytes' => 1]), TOKEN_PARSE);
foreach (['<?php 1 2;', "<?php\n#[A]\n\$a = ;"] as $code) {
    $results = [];
    foreach (['attrsyntax_token_get_all', 'token_get_all'] as $f) {
        try {
            $f($code, TOKEN_PARSE);
            $results[] = 'no error';
        } catch (ParseError $e) {
            $results[] = 'ParseError on line ' . $e->getLine() . ': ' . $e->getMessage();
        }
    }
    echo $results[0] === $results[1] ? 'same ' . strstr($results[0], ':', true) : 'DIFFERENT: ' . json_encode($results), "\n";
}
echo "-- names\n";
$t = token_get_all($snippets['attributes'])[1];
echo token_name($t[0]), ' ', json_encode($t[1]), ' ', $t[2], "\n";
foreach (PhpToken::tokenize($snippets['attributes']) as $token) {
    if ($token->is(T_ATTRIBUTE)) {
        echo $token->getTokenName(), ' line ', $token->line, ' pos ', $token->pos, "\n";
    }
}
?>
--EXPECT--
T_ATTRIBUTE "#[" 2
bool(true)
bool(true)
string(1) "1"
bool(false)
T_ATTRIBUTE
-- token_get_all() is attrsyntax_token_get_all(), tokens and warnings
attributes: same
attribute at the end: same
tags and comments: same
strings: same
numbers: same
bad bytes: same
semi-reserved: same
-- with TOKEN_PARSE
attributes: same
tags and comments: same
strings: same
numbers: same
semi-reserved: same
same ParseError on line 1
same ParseError on line 3
-- names
T_ATTRIBUTE "#[" 2
T_ATTRIBUTE line 2 pos 6
T_ATTRIBUTE line 3 pos 27
T_ATTRIBUTE line 3 pos 53
