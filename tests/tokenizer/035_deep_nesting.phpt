--TEST--
Tokenizer: 100,000 levels of brackets, parentheses, braces, interpolations and attribute groups, with every syntax on
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_tokenizer(); attrsyntax_skip_under_valgrind(); ?>
--INI--
memory_limit=1G
--FILE--
<?php
$n = 100000;
$all = ATTRSYNTAX_HASH | ATTRSYNTAX_ATAT | ATTRSYNTAX_ANGLE;
function run(string $f, string $code, int $flags) {
    try {
        $tokens = $f($code, $flags);
        return [count($tokens), md5(serialize($tokens))];
    } catch (ParseError $e) {
        return 'ParseError: ' . $e->getMessage();
    }
}
/* without attributes: exactly the engine's tokens, or its ParseError */
$plain = [
    '[' => str_repeat('[', $n),
    '[]' => str_repeat('[', $n) . str_repeat(']', $n),
    '(' => str_repeat('(', $n),
    '{' => str_repeat('{', $n),
    '"{$a[' => '"' . str_repeat('{$a[', $n),
    'heredoc in heredoc' => str_repeat("<<<A\n{\$a[", 2000),
];
foreach ($plain as $name => $body) {
    foreach ([0, TOKEN_PARSE, $all] as $flags) {
        $ours = run('attrsyntax_token_get_all', "<?php $body", $flags);
        $engine = run('token_get_all', "<?php $body", $flags);
        echo "$name, flags $flags: ", $ours === $engine ? 'same' : 'DIFFERENT', ', ', is_array($ours) ? "$ours[0] tokens" : strtok($ours, ':'), "\n";
    }
}
/* attribute groups nested and unclosed, brackets inside a group */
$count = function (string $code, int $flags = 0): string {
    $tokens = attrsyntax_token_get_all("<?php $code", $flags);
    $attributes = 0;
    foreach ($tokens as $t) {
        $attributes += is_array($t) && $t[0] === T_ATTRIBUTE;
    }
    return count($tokens) . " tokens, $attributes T_ATTRIBUTE\n";
};
echo '#[ x n: ', $count(str_repeat('#[', $n));
echo '#[A( x n: ', $count(str_repeat('#[A(', $n));
echo '#[A([...]) function: ', $count('#[A(' . str_repeat('[', $n) . str_repeat(']', $n) . ')] function f() {}');
echo '#[A] x n function: ', $count(str_repeat('#[A]', $n) . ' function f() {}');
echo '@@A x n function: ', $count(str_repeat('@@A ', $n) . 'function f() {}', ATTRSYNTAX_ATAT);
echo '@@A( x n: ', $count(str_repeat('@@A(', $n), ATTRSYNTAX_ATAT);
echo '<<A>> x n function: ', $count(str_repeat('<<A>>', $n) . ' function f() {}', ATTRSYNTAX_ANGLE);
echo '<<A( x n: ', $count(str_repeat('<<A(', $n), ATTRSYNTAX_ANGLE);
echo '$a << x n: ', $count(str_repeat('$a << B >> ', $n) . '$c;', $all);
?>
--EXPECT--
[, flags 0: same, 100001 tokens
[, flags 1: same, ParseError
[, flags 14: same, 100001 tokens
[], flags 0: same, 200001 tokens
[], flags 1: same, ParseError
[], flags 14: same, 200001 tokens
(, flags 0: same, 100001 tokens
(, flags 1: same, ParseError
(, flags 14: same, 100001 tokens
{, flags 0: same, 100001 tokens
{, flags 1: same, ParseError
{, flags 14: same, 100001 tokens
"{$a[, flags 0: same, 300002 tokens
"{$a[, flags 1: same, ParseError
"{$a[, flags 14: same, 300002 tokens
heredoc in heredoc, flags 0: same, 8001 tokens
heredoc in heredoc, flags 1: same, ParseError
heredoc in heredoc, flags 14: same, 8001 tokens
#[ x n: 100001 tokens, 100000 T_ATTRIBUTE
#[A( x n: 300001 tokens, 100000 T_ATTRIBUTE
#[A([...]) function: 200015 tokens, 1 T_ATTRIBUTE
#[A] x n function: 300010 tokens, 100000 T_ATTRIBUTE
@@A x n function: 300009 tokens, 100000 T_ATTRIBUTE
@@A( x n: 400001 tokens, 0 T_ATTRIBUTE
<<A>> x n function: 300010 tokens, 100000 T_ATTRIBUTE
<<A( x n: 300001 tokens, 0 T_ATTRIBUTE
$a << x n: 800003 tokens, 0 T_ATTRIBUTE
