--TEST--
Tokenizer: ATTRSYNTAX_ATAT: @@Name(args) before a declaration is [T_ATTRIBUTE, "@@", line], token by token
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
/* every token but whitespace on one line: NAME(text), characters bare */
function line(string $code, int $flags = ATTRSYNTAX_ATAT): void {
    $out = [];
    foreach (attrsyntax_token_get_all("<?php $code", $flags) as $t) {
        if (!is_array($t)) {
            $out[] = $t;
        } elseif ($t[0] !== T_WHITESPACE && $t[0] !== T_OPEN_TAG) {
            $out[] = attrsyntax_token_name($t[0]) . "($t[1])" . ($t[2] > 1 ? "@$t[2]" : '');
        }
    }
    echo $code, "\n    ", implode(' ', $out), "\n";
}
echo "-- attributes\n";
line('@@A function f(){}');
line('@@A class C{}');
line('function f(@@A $x){}');
line('function f(@@A ?int $x){}');
line('@@A(1, "x") @@B(C::D) final class C {}');
line("class C {\n  @@Inject public \$db;\n  @@Route(\"/\")\n  public function index() {}\n}");
line('$f = @@A fn($x) => $x;');
echo "-- PHP 7 code, unchanged\n";
line('@@foo();');
line('$x = @@$y;');
line('$x = @@A;');
line('@@f() or die();');
echo "-- without the flag\n";
line('@@A function f(){}', 0);
?>
--EXPECT--
-- attributes
@@A function f(){}
    T_ATTRIBUTE(@@) T_STRING(A) T_FUNCTION(function) T_STRING(f) ( ) { }
@@A class C{}
    T_ATTRIBUTE(@@) T_STRING(A) T_CLASS(class) T_STRING(C) { }
function f(@@A $x){}
    T_FUNCTION(function) T_STRING(f) ( T_ATTRIBUTE(@@) T_STRING(A) T_VARIABLE($x) ) { }
function f(@@A ?int $x){}
    T_FUNCTION(function) T_STRING(f) ( T_ATTRIBUTE(@@) T_STRING(A) ? T_STRING(int) T_VARIABLE($x) ) { }
@@A(1, "x") @@B(C::D) final class C {}
    T_ATTRIBUTE(@@) T_STRING(A) ( T_LNUMBER(1) , T_CONSTANT_ENCAPSED_STRING("x") ) T_ATTRIBUTE(@@) T_STRING(B) ( T_STRING(C) T_DOUBLE_COLON(::) T_STRING(D) ) T_FINAL(final) T_CLASS(class) T_STRING(C) { }
class C {
  @@Inject public $db;
  @@Route("/")
  public function index() {}
}
    T_CLASS(class) T_STRING(C) { T_ATTRIBUTE(@@)@2 T_STRING(Inject)@2 T_PUBLIC(public)@2 T_VARIABLE($db)@2 ; T_ATTRIBUTE(@@)@3 T_STRING(Route)@3 ( T_CONSTANT_ENCAPSED_STRING("/")@3 ) T_PUBLIC(public)@4 T_FUNCTION(function)@4 T_STRING(index)@4 ( ) { } }
$f = @@A fn($x) => $x;
    T_VARIABLE($f) = T_ATTRIBUTE(@@) T_STRING(A) T_FN(fn) ( T_VARIABLE($x) ) T_DOUBLE_ARROW(=>) T_VARIABLE($x) ;
-- PHP 7 code, unchanged
@@foo();
    @ @ T_STRING(foo) ( ) ;
$x = @@$y;
    T_VARIABLE($x) = @ @ T_VARIABLE($y) ;
$x = @@A;
    T_VARIABLE($x) = @ @ T_STRING(A) ;
@@f() or die();
    @ @ T_STRING(f) ( ) T_LOGICAL_OR(or) T_EXIT(die) ( ) ;
-- without the flag
@@A function f(){}
    @ @ T_STRING(A) T_FUNCTION(function) T_STRING(f) ( ) { }
