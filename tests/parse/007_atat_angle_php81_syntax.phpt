--TEST--
attrsyntax_parse() and attrsyntax_convert() without ATTRSYNTAX_HASH read PHP 8.1 code: enum, enum cases, readonly and ?-> (PHP 8.1/8.2 code written with @@ or <<>>)
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
/* Guards the round trip #[ -> @@ -> #[ with $from = the one syntax written (found by
 * tests/differential/convert_roundtrip.php on PHP 8.2's Zend/tests/enum, readonly_classes,
 * prop_const_expr and gh9138_2). */
foreach ([
    "<?php\nenum E {\n    #[A] case X;\n}",
    "<?php\n#[A] enum E {}",
    "<?php\n#[A] readonly class C {}",
    "<?php\nclass C { #[A] readonly int \$x; }",
    "<?php\n#[A(B::C?->value)] class C {}",
] as $code) {
    foreach ([ATTRSYNTAX_ATAT, ATTRSYNTAX_ANGLE] as $syntax) {
        try {
            $there = attrsyntax_convert($code, $syntax, ATTRSYNTAX_HASH);
            $n = count(attrsyntax_parse($there, $syntax));
            $back = attrsyntax_convert($there, ATTRSYNTAX_HASH, $syntax);
            echo $n, ' ', $back === $code ? 'same' : 'changed', "\n";
        } catch (Throwable $e) {
            echo get_class($e), ': ', $e->getMessage(), "\n";
        }
    }
}
/* the PHP 8.1 lexer without "#[": "#[" starts a comment (to the end of the line) */
$code = "<?php\n#[Comment] function no() {}\n@@A enum E: string { @@B case X = 'x'; }\n"
    . "<<C>> readonly class R { <<D>> public readonly int \$p; }\n"
    . "@@F(match (1) { 1 => 2 }) function f(@@P ?int \$a = N?->m) {}\n";
foreach ([ATTRSYNTAX_ATAT | ATTRSYNTAX_ANGLE, ATTRSYNTAX_HASH | ATTRSYNTAX_ATAT | ATTRSYNTAX_ANGLE] as $flags) {
    foreach (attrsyntax_parse($code, $flags) as $d) {
        echo $d['kind'], ' ', $d['name'], ' line ', $d['line'], ': ', implode(' ', array_column($d['attributes'], 'name')), "\n";
    }
    echo "--\n";
}
?>
--EXPECT--
1 same
1 same
1 same
1 same
1 same
1 same
1 same
1 same
1 same
1 same
enum E line 3: A
class constant X line 3: B
class R line 4: C
property p line 4: D
function f line 5: F
parameter a line 5: P
--
function no line 2: Comment
enum E line 3: A
class constant X line 3: B
class R line 4: C
property p line 4: D
function f line 5: F
parameter a line 5: P
--
