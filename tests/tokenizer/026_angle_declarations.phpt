--TEST--
Tokenizer: ATTRSYNTAX_ANGLE: <<Name(args)>> before a declaration is [T_ATTRIBUTE, "<<", line], the closing >> stays T_SR
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
/* every token but whitespace on one line: NAME(text), characters bare */
function line(string $code, int $flags = ATTRSYNTAX_ANGLE): void {
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
line('<<A(1)>> function f(){}');
line('<<A>> <<B>> class C {}');
line('<<A(1 << 2, [3 >> 1])>> class C {}');
line('function f(<<A>> $x, <<B>> ?int $y, <<C>> ...$z) {}');
line("class C {\n  <<Inject>>\n  public \$db;\n}");
line('$o = new <<A>> class {};');
line('<<\\Foo\\Bar>> abstract class C {}', ATTRSYNTAX_ANGLE | ATTRSYNTAX_PHP80_TOKENS); /* PHP 8 names on 7.4 too */
echo "-- shifts\n";
line('$a << B >> $c;');
line('$x = 1 << B >> 2;');
line('$x = f() << B >> $c;');
line('$x = <<A>>;');
echo "-- without the flag\n";
line('<<A(1)>> function f(){}', 0);
?>
--EXPECT--
-- attributes
<<A(1)>> function f(){}
    T_ATTRIBUTE(<<) T_STRING(A) ( T_LNUMBER(1) ) T_SR(>>) T_FUNCTION(function) T_STRING(f) ( ) { }
<<A>> <<B>> class C {}
    T_ATTRIBUTE(<<) T_STRING(A) T_SR(>>) T_ATTRIBUTE(<<) T_STRING(B) T_SR(>>) T_CLASS(class) T_STRING(C) { }
<<A(1 << 2, [3 >> 1])>> class C {}
    T_ATTRIBUTE(<<) T_STRING(A) ( T_LNUMBER(1) T_SL(<<) T_LNUMBER(2) , [ T_LNUMBER(3) T_SR(>>) T_LNUMBER(1) ] ) T_SR(>>) T_CLASS(class) T_STRING(C) { }
function f(<<A>> $x, <<B>> ?int $y, <<C>> ...$z) {}
    T_FUNCTION(function) T_STRING(f) ( T_ATTRIBUTE(<<) T_STRING(A) T_SR(>>) T_VARIABLE($x) , T_ATTRIBUTE(<<) T_STRING(B) T_SR(>>) ? T_STRING(int) T_VARIABLE($y) , T_ATTRIBUTE(<<) T_STRING(C) T_SR(>>) T_ELLIPSIS(...) T_VARIABLE($z) ) { }
class C {
  <<Inject>>
  public $db;
}
    T_CLASS(class) T_STRING(C) { T_ATTRIBUTE(<<)@2 T_STRING(Inject)@2 T_SR(>>)@2 T_PUBLIC(public)@3 T_VARIABLE($db)@3 ; }
$o = new <<A>> class {};
    T_VARIABLE($o) = T_NEW(new) T_ATTRIBUTE(<<) T_STRING(A) T_SR(>>) T_CLASS(class) { } ;
<<\Foo\Bar>> abstract class C {}
    T_ATTRIBUTE(<<) T_NAME_FULLY_QUALIFIED(\Foo\Bar) T_SR(>>) T_ABSTRACT(abstract) T_CLASS(class) T_STRING(C) { }
-- shifts
$a << B >> $c;
    T_VARIABLE($a) T_SL(<<) T_STRING(B) T_SR(>>) T_VARIABLE($c) ;
$x = 1 << B >> 2;
    T_VARIABLE($x) = T_LNUMBER(1) T_SL(<<) T_STRING(B) T_SR(>>) T_LNUMBER(2) ;
$x = f() << B >> $c;
    T_VARIABLE($x) = T_STRING(f) ( ) T_SL(<<) T_STRING(B) T_SR(>>) T_VARIABLE($c) ;
$x = <<A>>;
    T_VARIABLE($x) = T_SL(<<) T_STRING(A) T_SR(>>) ;
-- without the flag
<<A(1)>> function f(){}
    T_SL(<<) T_STRING(A) ( T_LNUMBER(1) ) T_SR(>>) T_FUNCTION(function) T_STRING(f) ( ) { }
