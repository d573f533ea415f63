--TEST--
Tokenizer: on PHP 8, code with #[...] attributes gives exactly token_get_all()'s tokens, or its ParseError with TOKEN_PARSE
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php8(); attrsyntax_skip_unless_tokenizer(); ?>
--FILE--
<?php
$snippets = [
 'basic' => '<?php #[A] function f() {}',
 'nested' => '<?php #[A([1, [2, [3]]], B(C::list), new D)] class C {}',
 'string ]' => '<?php #[A("]", \']\', "#[", "a]b")] class C {}',
 'multiline' => "<?php\n#[\n  A(\n    1,\n  ),\n  B\n]\nfunction f() {}",
 'params' => '<?php function f(#[A] $x, #[B(1)] int ...$y) {}',
 'class members' => '<?php class C { #[A] public $x; #[B] const Y = 1; #[C] public function m(#[D] $p) {} }',
 'closure' => '<?php $f = #[A] function () {}; $g = #[B] fn() => 1; $h = #[C] static fn() => 2;',
 'anon class' => '<?php $o = new #[A] class {};',
 'heredoc in attr' => "<?php #[A(<<<EOT\n  x ]\n  EOT)] function f() {}",
 'comment in attr' => "<?php #[A /* ] */, // ]\n B] function f() {}",
 'close tag in attr string' => '<?php #[A("?>")] function f() {} ?>x',
 'attr semi names' => '<?php #[A(B::list, C::class, D::function)] function f() {}',
 'unterminated' => '<?php #[A(',
 'unterminated 2' => "<?php #[A\n",
 'attr at eof' => '<?php #[',
 'hash bracket in comment' => "<?php // #[A]\n/* #[B] */ # #[C]\n",
 'hash bracket in string' => '<?php "#[A]" \'#[B]\' `#[C]`',
 'heredoc with #[' => "<?php <<<EOT\n#[A]\nEOT;\n",
 'inline html #[' => "#[A]<?php #[B] function f(){} ?>#[C]",
 'enum case attr' => '<?php enum E { #[A] case X; }',
 'readonly promoted' => '<?php class C { function __construct(#[A] public readonly int $x) {} }',
 'attr with nested attr-like' => '<?php #[A(new B(#[C] fn() => 1))] function f() {}',
 'hash space bracket' => '<?php # [A] function f(){}',
 'two groups' => '<?php #[A]#[B] #[C, D] function f() {}',
];
function run(string $f, string $code, int $flags) {
    try {
        return $f($code, $flags);
    } catch (ParseError $e) {
        return 'ParseError: ' . $e->getMessage() . ' on line ' . $e->getLine();
    }
}
foreach ([0, TOKEN_PARSE, ATTRSYNTAX_HASH, TOKEN_PARSE | ATTRSYNTAX_HASH] as $flags) {
    echo "-- flags $flags\n";
    foreach ($snippets as $name => $code) {
        $ours = run('attrsyntax_token_get_all', $code, $flags);
        $engine = run('token_get_all', $code, $flags);
        echo $name, ': ', $ours === $engine ? 'same' : 'DIFFERENT', is_string($ours) ? " ($ours)" : '', "\n";
    }
}
?>
--EXPECT--
-- flags 0
basic: same
nested: same
string ]: same
multiline: same
params: same
class members: same
closure: same
anon class: same
heredoc in attr: same
comment in attr: same
close tag in attr string: same
attr semi names: same
unterminated: same
unterminated 2: same
attr at eof: same
hash bracket in comment: same
hash bracket in string: same
heredoc with #[: same
inline html #[: same
enum case attr: same
readonly promoted: same
attr with nested attr-like: same
hash space bracket: same
two groups: same
-- flags 1
basic: same
nested: same
string ]: same
multiline: same
params: same
class members: same
closure: same
anon class: same
heredoc in attr: same
comment in attr: same
close tag in attr string: same
attr semi names: same
unterminated: same (ParseError: Unclosed '(' on line 1)
unterminated 2: same (ParseError: Unclosed '[' on line 1 on line 2)
attr at eof: same (ParseError: Unclosed '[' on line 1)
hash bracket in comment: same
hash bracket in string: same (ParseError: syntax error, unexpected single-quoted string "#[B]" on line 1)
heredoc with #[: same
inline html #[: same
enum case attr: same
readonly promoted: same
attr with nested attr-like: same
hash space bracket: same
two groups: same
-- flags 2
basic: same
nested: same
string ]: same
multiline: same
params: same
class members: same
closure: same
anon class: same
heredoc in attr: same
comment in attr: same
close tag in attr string: same
attr semi names: same
unterminated: same
unterminated 2: same
attr at eof: same
hash bracket in comment: same
hash bracket in string: same
heredoc with #[: same
inline html #[: same
enum case attr: same
readonly promoted: same
attr with nested attr-like: same
hash space bracket: same
two groups: same
-- flags 3
basic: same
nested: same
string ]: same
multiline: same
params: same
class members: same
closure: same
anon class: same
heredoc in attr: same
comment in attr: same
close tag in attr string: same
attr semi names: same
unterminated: same (ParseError: Unclosed '(' on line 1)
unterminated 2: same (ParseError: Unclosed '[' on line 1 on line 2)
attr at eof: same (ParseError: Unclosed '[' on line 1)
hash bracket in comment: same
hash bracket in string: same (ParseError: syntax error, unexpected single-quoted string "#[B]" on line 1)
heredoc with #[: same
inline html #[: same
enum case attr: same
readonly promoted: same
attr with nested attr-like: same
hash space bracket: same
two groups: same
