--TEST--
Tokenizer: PhpToken on PHP 7.4 is attrsyntax's, runs on its scanner and takes its flags
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
$class = new ReflectionClass('PhpToken');
var_dump($class->getExtensionName(), $class->isInternal());
function names(array $tokens): string {
    return implode(' ', array_map(function (PhpToken $t) { return $t->getTokenName() . '(' . addcslashes($t->text, "\n") . ')'; },
        array_filter($tokens, function (PhpToken $t) { return !$t->is(T_WHITESPACE); })));
}
$code = "<?php #[A] @@B function f(?Foo\\Bar \$x) { return \$x?->y; } // c\n";
echo names(PhpToken::tokenize($code)), "\n";
echo names(PhpToken::tokenize($code, ATTRSYNTAX_ATAT | ATTRSYNTAX_PHP80_TOKENS)), "\n";
/* the types PHP 7.4 checks itself */
foreach ([function () { $t = new PhpToken(T_STRING, 'a'); $t->id = 'x'; }, function () { $t = new PhpToken(T_STRING, 'a'); $t->line = null; },
        function () { new PhpToken('x', 'y'); }, function () { new PhpToken(1, 'a', 'b'); }, function () { PhpToken::tokenize([]); }] as $f) {
    try {
        $f();
    } catch (TypeError $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
$t = new PhpToken(T_STRING, 'a');
$t->text = 5;
var_dump($t->text);
?>
--EXPECT--
string(10) "attrsyntax"
bool(true)
T_OPEN_TAG(<?php ) T_ATTRIBUTE(#[) T_STRING(A) ](]) @(@) @(@) T_STRING(B) T_FUNCTION(function) T_STRING(f) ((() ?(?) T_STRING(Foo) T_NS_SEPARATOR(\) T_STRING(Bar) T_VARIABLE($x) )()) {({) T_RETURN(return) T_VARIABLE($x) ?(?) T_OBJECT_OPERATOR(->) T_STRING(y) ;(;) }(}) T_COMMENT(// c\n)
T_OPEN_TAG(<?php ) T_ATTRIBUTE(#[) T_STRING(A) ](]) T_ATTRIBUTE(@@) T_STRING(B) T_FUNCTION(function) T_STRING(f) ((() ?(?) T_NAME_QUALIFIED(Foo\Bar) T_VARIABLE($x) )()) {({) T_RETURN(return) T_VARIABLE($x) T_NULLSAFE_OBJECT_OPERATOR(?->) T_STRING(y) ;(;) }(}) T_COMMENT(// c)
TypeError: Typed property PhpToken::$id must be int, string used
TypeError: Typed property PhpToken::$line must be int, null used
TypeError: Argument 1 passed to PhpToken::__construct() must be of the type int, string given
TypeError: Argument 3 passed to PhpToken::__construct() must be of the type int, string given
TypeError: Argument 1 passed to PhpToken::tokenize() must be of the type string, array given
string(1) "5"
