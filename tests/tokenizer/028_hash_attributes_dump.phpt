--TEST--
Tokenizer: #[...] attributes token by token, the same on PHP 7.4 and 8: nesting, strings holding ], several lines, where they may stand
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
/* every token but whitespace on one line: NAME(text)@line, characters bare;
 * ATTRSYNTAX_PHP80_TOKENS gives PHP 8's names and comments on 7.4 too */
function line(string $code, int $flags = ATTRSYNTAX_PHP80_TOKENS): void {
    $out = [];
    foreach (attrsyntax_token_get_all($code, $flags) as $t) {
        if (!is_array($t)) {
            $out[] = $t;
        } elseif ($t[0] !== T_WHITESPACE) {
            $out[] = attrsyntax_token_name($t[0]) . '(' . addcslashes($t[1], "\n") . ')' . ($t[2] > 1 ? "@$t[2]" : '');
        }
    }
    echo json_encode($code, JSON_UNESCAPED_SLASHES), "\n    ", implode(' ', $out), "\n";
}
line('<?php #[A] function f() {}');
line('<?php #[A, B(1), \\C\\D, namespace\\E] class C {}');
line('<?php #[A([1, [2, [3]]], new B(C::list))] class C {}');
line('<?php #[A("]", \']\', "#[", "a]b")] class C {}');
line("<?php\n#[\n  A(\n    1,\n  ),\n  B\n]\nfunction f() {}");
line('<?php function f(#[A] $x, #[B(1)] int ...$y) {}');
line('<?php class C { #[A] public $x; #[B] const Y = 1; #[C] public function m(#[D] $p) {} }');
line('<?php $f = #[A] function () {}; $g = #[B] fn() => 1; $o = new #[C] class {};');
line('<?php #[A]#[B] #[C, D] function f() {}');
line("<?php #[A(<<<EOT\n  x ]\n  EOT)] function f() {}");
line("<?php #[A /* ] */, // ]\n B] function f() {}");
line('<?php #[A("?>")] function f() {} ?>x');
line("<?php // #[A]\n/* #[B] */ # #[C]\n\"#[D]\";");
line('#[A]<?php #[B] function f() {} ?>#[C]');
line('<?php #[A(');
line('<?php #[');
/* the default is ATTRSYNTAX_HASH, and the flag may be given */
var_dump(attrsyntax_token_get_all('<?php #[A] function f() {}') === attrsyntax_token_get_all('<?php #[A] function f() {}', ATTRSYNTAX_HASH));
?>
--EXPECT--
"<?php #[A] function f() {}"
    T_OPEN_TAG(<?php ) T_ATTRIBUTE(#[) T_STRING(A) ] T_FUNCTION(function) T_STRING(f) ( ) { }
"<?php #[A, B(1), \\C\\D, namespace\\E] class C {}"
    T_OPEN_TAG(<?php ) T_ATTRIBUTE(#[) T_STRING(A) , T_STRING(B) ( T_LNUMBER(1) ) , T_NAME_FULLY_QUALIFIED(\C\D) , T_NAME_RELATIVE(namespace\E) ] T_CLASS(class) T_STRING(C) { }
"<?php #[A([1, [2, [3]]], new B(C::list))] class C {}"
    T_OPEN_TAG(<?php ) T_ATTRIBUTE(#[) T_STRING(A) ( [ T_LNUMBER(1) , [ T_LNUMBER(2) , [ T_LNUMBER(3) ] ] ] , T_NEW(new) T_STRING(B) ( T_STRING(C) T_DOUBLE_COLON(::) T_LIST(list) ) ) ] T_CLASS(class) T_STRING(C) { }
"<?php #[A(\"]\", ']', \"#[\", \"a]b\")] class C {}"
    T_OPEN_TAG(<?php ) T_ATTRIBUTE(#[) T_STRING(A) ( T_CONSTANT_ENCAPSED_STRING("]") , T_CONSTANT_ENCAPSED_STRING(']') , T_CONSTANT_ENCAPSED_STRING("#[") , T_CONSTANT_ENCAPSED_STRING("a]b") ) ] T_CLASS(class) T_STRING(C) { }
"<?php\n#[\n  A(\n    1,\n  ),\n  B\n]\nfunction f() {}"
    T_OPEN_TAG(<?php\n) T_ATTRIBUTE(#[)@2 T_STRING(A)@3 ( T_LNUMBER(1)@4 , ) , T_STRING(B)@6 ] T_FUNCTION(function)@8 T_STRING(f)@8 ( ) { }
"<?php function f(#[A] $x, #[B(1)] int ...$y) {}"
    T_OPEN_TAG(<?php ) T_FUNCTION(function) T_STRING(f) ( T_ATTRIBUTE(#[) T_STRING(A) ] T_VARIABLE($x) , T_ATTRIBUTE(#[) T_STRING(B) ( T_LNUMBER(1) ) ] T_STRING(int) T_ELLIPSIS(...) T_VARIABLE($y) ) { }
"<?php class C { #[A] public $x; #[B] const Y = 1; #[C] public function m(#[D] $p) {} }"
    T_OPEN_TAG(<?php ) T_CLASS(class) T_STRING(C) { T_ATTRIBUTE(#[) T_STRING(A) ] T_PUBLIC(public) T_VARIABLE($x) ; T_ATTRIBUTE(#[) T_STRING(B) ] T_CONST(const) T_STRING(Y) = T_LNUMBER(1) ; T_ATTRIBUTE(#[) T_STRING(C) ] T_PUBLIC(public) T_FUNCTION(function) T_STRING(m) ( T_ATTRIBUTE(#[) T_STRING(D) ] T_VARIABLE($p) ) { } }
"<?php $f = #[A] function () {}; $g = #[B] fn() => 1; $o = new #[C] class {};"
    T_OPEN_TAG(<?php ) T_VARIABLE($f) = T_ATTRIBUTE(#[) T_STRING(A) ] T_FUNCTION(function) ( ) { } ; T_VARIABLE($g) = T_ATTRIBUTE(#[) T_STRING(B) ] T_FN(fn) ( ) T_DOUBLE_ARROW(=>) T_LNUMBER(1) ; T_VARIABLE($o) = T_NEW(new) T_ATTRIBUTE(#[) T_STRING(C) ] T_CLASS(class) { } ;
"<?php #[A]#[B] #[C, D] function f() {}"
    T_OPEN_TAG(<?php ) T_ATTRIBUTE(#[) T_STRING(A) ] T_ATTRIBUTE(#[) T_STRING(B) ] T_ATTRIBUTE(#[) T_STRING(C) , T_STRING(D) ] T_FUNCTION(function) T_STRING(f) ( ) { }
"<?php #[A(<<<EOT\n  x ]\n  EOT)] function f() {}"
    T_OPEN_TAG(<?php ) T_ATTRIBUTE(#[) T_STRING(A) ( T_START_HEREDOC(<<<EOT\n) T_ENCAPSED_AND_WHITESPACE(  x ]\n)@2 T_END_HEREDOC(  EOT)@3 ) ] T_FUNCTION(function)@3 T_STRING(f)@3 ( ) { }
"<?php #[A /* ] */, // ]\n B] function f() {}"
    T_OPEN_TAG(<?php ) T_ATTRIBUTE(#[) T_STRING(A) T_COMMENT(/* ] */) , T_COMMENT(// ]) T_STRING(B)@2 ] T_FUNCTION(function)@2 T_STRING(f)@2 ( ) { }
"<?php #[A(\"?>\")] function f() {} ?>x"
    T_OPEN_TAG(<?php ) T_ATTRIBUTE(#[) T_STRING(A) ( T_CONSTANT_ENCAPSED_STRING("?>") ) ] T_FUNCTION(function) T_STRING(f) ( ) { } T_CLOSE_TAG(?>) T_INLINE_HTML(x)
"<?php // #[A]\n/* #[B] */ # #[C]\n\"#[D]\";"
    T_OPEN_TAG(<?php ) T_COMMENT(// #[A]) T_COMMENT(/* #[B] */)@2 T_COMMENT(# #[C])@2 T_CONSTANT_ENCAPSED_STRING("#[D]")@3 ;
"#[A]<?php #[B] function f() {} ?>#[C]"
    T_INLINE_HTML(#[A]) T_OPEN_TAG(<?php ) T_ATTRIBUTE(#[) T_STRING(B) ] T_FUNCTION(function) T_STRING(f) ( ) { } T_CLOSE_TAG(?>) T_INLINE_HTML(#[C])
"<?php #[A("
    T_OPEN_TAG(<?php ) T_ATTRIBUTE(#[) T_STRING(A) (
"<?php #["
    T_OPEN_TAG(<?php ) T_ATTRIBUTE(#[)
bool(true)
