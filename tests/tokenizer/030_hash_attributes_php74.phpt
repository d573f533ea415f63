--TEST--
Tokenizer: on PHP 7.4, #[ is T_ATTRIBUTE (a comment for the engine), unless only other syntaxes are asked for; TOKEN_PARSE hides attribute groups from the parser
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); attrsyntax_skip_unless_tokenizer(); ?>
--FILE--
<?php
function names(array $tokens): string {
    $out = [];
    foreach ($tokens as $t) {
        if (!is_array($t)) {
            $out[] = $t;
        } elseif ($t[0] !== T_WHITESPACE) {
            $out[] = attrsyntax_token_name($t[0]) . '(' . addcslashes($t[1], "\n") . ')' . ($t[2] > 1 ? "@$t[2]" : '');
        }
    }
    return implode(' ', $out);
}
$code = "<?php\n#[A(1)]\nfunction f() {}";
echo "engine:       ", names(token_get_all($code)), "\n";
foreach (['0' => 0, 'HASH' => ATTRSYNTAX_HASH, 'ATAT' => ATTRSYNTAX_ATAT, 'ANGLE' => ATTRSYNTAX_ANGLE,
        'ATAT|ANGLE' => ATTRSYNTAX_ATAT | ATTRSYNTAX_ANGLE, 'HASH|ATAT' => ATTRSYNTAX_HASH | ATTRSYNTAX_ATAT,
        'PHP80_TOKENS' => ATTRSYNTAX_PHP80_TOKENS, 'TOKEN_PARSE' => TOKEN_PARSE] as $name => $flags) {
    printf("%-13s %s\n", "$name:", names(attrsyntax_token_get_all($code, $flags)));
}

echo "-- TOKEN_PARSE: the parser does not see the groups, the tokens stay\n";
$code = "<?php\n#[Route('/x'), Inject(A::B)]\nclass C {\n  #[Get]\n  public function list(#[P] \$a) { return \$a->class; }\n}";
echo names(attrsyntax_token_get_all($code, TOKEN_PARSE)), "\n";
echo "-- a ParseError after a group keeps its line\n";
foreach (["<?php\n#[A(\n1,\n\"x\ny\"\n)]\nfunction f() {} 1 2;", "<?php #[A('?>')] function f() {} ?>\nx\n<?php \$a = ;"] as $code) {
    try {
        attrsyntax_token_get_all($code, TOKEN_PARSE);
        echo "no error\n";
    } catch (ParseError $e) {
        echo $e->getMessage(), ' on line ', $e->getLine(), "\n";
    }
}
?>
--EXPECT--
engine:       T_OPEN_TAG(<?php\n) T_COMMENT(#[A(1)]\n)@2 T_FUNCTION(function)@3 T_STRING(f)@3 ( ) { }
0:            T_OPEN_TAG(<?php\n) T_ATTRIBUTE(#[)@2 T_STRING(A)@2 ( T_LNUMBER(1)@2 ) ] T_FUNCTION(function)@3 T_STRING(f)@3 ( ) { }
HASH:         T_OPEN_TAG(<?php\n) T_ATTRIBUTE(#[)@2 T_STRING(A)@2 ( T_LNUMBER(1)@2 ) ] T_FUNCTION(function)@3 T_STRING(f)@3 ( ) { }
ATAT:         T_OPEN_TAG(<?php\n) T_COMMENT(#[A(1)]\n)@2 T_FUNCTION(function)@3 T_STRING(f)@3 ( ) { }
ANGLE:        T_OPEN_TAG(<?php\n) T_COMMENT(#[A(1)]\n)@2 T_FUNCTION(function)@3 T_STRING(f)@3 ( ) { }
ATAT|ANGLE:   T_OPEN_TAG(<?php\n) T_COMMENT(#[A(1)]\n)@2 T_FUNCTION(function)@3 T_STRING(f)@3 ( ) { }
HASH|ATAT:    T_OPEN_TAG(<?php\n) T_ATTRIBUTE(#[)@2 T_STRING(A)@2 ( T_LNUMBER(1)@2 ) ] T_FUNCTION(function)@3 T_STRING(f)@3 ( ) { }
PHP80_TOKENS: T_OPEN_TAG(<?php\n) T_ATTRIBUTE(#[)@2 T_STRING(A)@2 ( T_LNUMBER(1)@2 ) ] T_FUNCTION(function)@3 T_STRING(f)@3 ( ) { }
TOKEN_PARSE:  T_OPEN_TAG(<?php\n) T_ATTRIBUTE(#[)@2 T_STRING(A)@2 ( T_LNUMBER(1)@2 ) ] T_FUNCTION(function)@3 T_STRING(f)@3 ( ) { }
-- TOKEN_PARSE: the parser does not see the groups, the tokens stay
T_OPEN_TAG(<?php\n) T_ATTRIBUTE(#[)@2 T_STRING(Route)@2 ( T_CONSTANT_ENCAPSED_STRING('/x')@2 ) , T_STRING(Inject)@2 ( T_STRING(A)@2 T_DOUBLE_COLON(::)@2 T_STRING(B)@2 ) ] T_CLASS(class)@3 T_STRING(C)@3 { T_ATTRIBUTE(#[)@4 T_STRING(Get)@4 ] T_PUBLIC(public)@5 T_FUNCTION(function)@5 T_STRING(list)@5 ( T_ATTRIBUTE(#[)@5 T_STRING(P)@5 ] T_VARIABLE($a)@5 ) { T_RETURN(return)@5 T_VARIABLE($a)@5 T_OBJECT_OPERATOR(->)@5 T_STRING(class)@5 ; } }
-- a ParseError after a group keeps its line
syntax error, unexpected '2' (T_LNUMBER) on line 7
syntax error, unexpected ';' on line 3
