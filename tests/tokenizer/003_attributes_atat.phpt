--TEST--
Tokenizer: @@Name(args) is an attribute only where a declaration follows
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
function show(string $code): void {
    $out = [];
    foreach (attrsyntax_token_get_all("<?php $code", ATTRSYNTAX_ATAT) as $t) {
        if (is_array($t) && $t[0] === T_ATTRIBUTE) {
            $out[] = "ATTR($t[1])";
        } elseif ($t === '@') {
            $out[] = '@';
        }
    }
    printf("%-40s %s\n", $code, implode(' ', $out) ?: '-');
}
/* attributes */
show('@@A function f() {}');
show('@@A(1, [2]) class C {}');
show('@@\Foo\Bar abstract class C {}');
show('@@namespace\Foo final class C {}');
show('class C { @@A public $x; @@B static function f() {} }');
show('class C { @@A const X = 1; @@B var $y; }');
show('function f(@@A $x, @@B ...$r) {}');
show('function f(@@A ?int $x) {}');
show('function f(@@A int $x, @@B Foo\Bar $y) {}');
show('function f(@@A &$x) {}');
show('$f = @@A fn() => 1;');
show('$f = @@A function () {};');
show('$o = new @@A class {};');
show('@@A @@B function f() {}');
show("@@A\n\n  function f() {}");
show('@@A /* c */ function f() {}');
/* not attributes: expressions that are valid PHP 7 */
show('@@foo();');
show('$x = @@$y;');
show('$x = @@A;');
show('$x = @@A ? B : C;');
show('$x = @@A and $b;');
show('foreach (@@f() as $v) {}');
show('$x = @@A instanceof B;');
show('f(@@A & $b);');
show('$x = [@@A, @@B];');
show('echo @@A, @@B;');
show('@@');
show('@@A');
/* without the flag, @@ is never an attribute */
echo json_encode(array_filter(attrsyntax_token_get_all('<?php @@A function f() {}'), function ($t) {
    return is_array($t) && $t[0] === T_ATTRIBUTE;
})), "\n";
?>
--EXPECT--
@@A function f() {}                      ATTR(@@)
@@A(1, [2]) class C {}                   ATTR(@@)
@@\Foo\Bar abstract class C {}           ATTR(@@)
@@namespace\Foo final class C {}         ATTR(@@)
class C { @@A public $x; @@B static function f() {} } ATTR(@@) ATTR(@@)
class C { @@A const X = 1; @@B var $y; } ATTR(@@) ATTR(@@)
function f(@@A $x, @@B ...$r) {}         ATTR(@@) ATTR(@@)
function f(@@A ?int $x) {}               ATTR(@@)
function f(@@A int $x, @@B Foo\Bar $y) {} ATTR(@@) ATTR(@@)
function f(@@A &$x) {}                   ATTR(@@)
$f = @@A fn() => 1;                      ATTR(@@)
$f = @@A function () {};                 ATTR(@@)
$o = new @@A class {};                   ATTR(@@)
@@A @@B function f() {}                  ATTR(@@) ATTR(@@)
@@A

  function f() {}                   ATTR(@@)
@@A /* c */ function f() {}              ATTR(@@)
@@foo();                                 @ @
$x = @@$y;                               @ @
$x = @@A;                                @ @
$x = @@A ? B : C;                        @ @
$x = @@A and $b;                         @ @
foreach (@@f() as $v) {}                 @ @
$x = @@A instanceof B;                   @ @
f(@@A & $b);                             @ @
$x = [@@A, @@B];                         @ @ @ @
echo @@A, @@B;                           @ @ @ @
@@                                       @ @
@@A                                      @ @
[]
