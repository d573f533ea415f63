--TEST--
Tokenizer: <<Name(args)>> is an attribute only where no operand precedes and a declaration follows
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
function show(string $code): void {
    $out = [];
    foreach (attrsyntax_token_get_all("<?php $code", ATTRSYNTAX_ANGLE) as $t) {
        if (is_array($t) && in_array($t[0], [T_ATTRIBUTE, T_SL, T_SR], true)) {
            $out[] = attrsyntax_token_name($t[0]) . "($t[1])";
        }
    }
    printf("%-42s %s\n", $code, implode(' ', $out) ?: '-');
}
/* attributes; the closing >> stays T_SR */
show('<<A>> function f() {}');
show('<<A(1, 2 >> 1)>> class C {}');
show('<<A>> <<B>> class C {}');
show('class C { <<A>> public function m() {} }');
show('function f(<<A>> $x, <<B>> int $y) {}');
show('$f = <<A>> fn() => 1;');
show('$o = new <<A>> class {};');
show("<<\\Foo\\Bar>>\nfinal class C {}");
/* shifts */
show('$a << B >> $c;');
show('$a << 2;');
show('f() << B >> $c;');
show('$a[0] << B >> C;');
show('X::class << B >> c();');
show('$x = 1 << B >> 2;');
show('$x = <<A>>;');
show('<<A>> + 1;');
/* without the flag */
$t = array_values(array_filter(attrsyntax_token_get_all('<?php <<A>> function f() {}'), 'is_array'))[1];
echo attrsyntax_token_name($t[0]), "\n";
?>
--EXPECT--
<<A>> function f() {}                      T_ATTRIBUTE(<<) T_SR(>>)
<<A(1, 2 >> 1)>> class C {}                T_ATTRIBUTE(<<) T_SR(>>) T_SR(>>)
<<A>> <<B>> class C {}                     T_ATTRIBUTE(<<) T_SR(>>) T_ATTRIBUTE(<<) T_SR(>>)
class C { <<A>> public function m() {} }   T_ATTRIBUTE(<<) T_SR(>>)
function f(<<A>> $x, <<B>> int $y) {}      T_ATTRIBUTE(<<) T_SR(>>) T_ATTRIBUTE(<<) T_SR(>>)
$f = <<A>> fn() => 1;                      T_ATTRIBUTE(<<) T_SR(>>)
$o = new <<A>> class {};                   T_ATTRIBUTE(<<) T_SR(>>)
<<\Foo\Bar>>
final class C {}              T_ATTRIBUTE(<<) T_SR(>>)
$a << B >> $c;                             T_SL(<<) T_SR(>>)
$a << 2;                                   T_SL(<<)
f() << B >> $c;                            T_SL(<<) T_SR(>>)
$a[0] << B >> C;                           T_SL(<<) T_SR(>>)
X::class << B >> c();                      T_SL(<<) T_SR(>>)
$x = 1 << B >> 2;                          T_SL(<<) T_SR(>>)
$x = <<A>>;                                T_SL(<<) T_SR(>>)
<<A>> + 1;                                 T_SL(<<) T_SR(>>)
T_SL
