--TEST--
@@ and <<>> before a parameter with a union, intersection or DNF type are attributes (the scanner read "@@A int|string" as the name "A int", and gave up at "(" after ">>" or after arguments)
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
/* Guards the scanner's decision for parameter types other than a plain or
 * nullable name (a plain name worked only because "A int" was taken for one
 * name), and that the look-ahead for DNF types does not turn PHP 7 code
 * (shifts, silenced calls) into attributes. */
$all = ATTRSYNTAX_ATAT | ATTRSYNTAX_ANGLE;
foreach ([
    "<?php function f(@@A int|string \$x) {}",
    "<?php function f(@@A X&Y \$x) {}",
    "<?php function f(@@A \\NS\\X&namespace\\Y ...\$x) {}",
    "<?php function f(@@A null|(X&Y) \$x) {}",
    "<?php function f(@@A(1) (X&Y)|null \$x) {}",
    "<?php function f(@@A(1) (X&Y)|null &\$x) {}",
    "<?php \$f = fn(@@A int|string \$x) => 1;",
    "<?php class C { function __construct(@@A public int|string \$x, @@B int|(X&Y) ...\$r) {} }",
    "<?php function f(<<A>> int|string \$x) {}",
    "<?php function f(<<A>> (X&Y)|null \$x) {}",
    "<?php function f(<<A(1)>> (X&Y)|(Z&W) ...\$x) {}",
    "<?php function f(<<A>> (X&Y)|null &\$x) {}",
    /* PHP 7 code: no attribute */
    "<?php \$y = \$a << B >> (\$c) | \$d;",
    "<?php \$y = \$a << B >> (C&D) | E;",
    "<?php \$y = \$a << B >> (C&D) | null & \$x;",
    "<?php \$y = @@f(1) (2);",
    "<?php \$y = @@f(1) (C) | \$x;",
] as $code) {
    $found = [];
    foreach (attrsyntax_parse($code, $all) as $d) {
        foreach ($d['attributes'] as $a) {
            $found[] = "{$d['kind']} \${$d['name']}: {$a['name']}" . ($a['arguments'] ? '(' . implode(', ', $a['arguments']) . ')' : '');
        }
    }
    echo substr($code, 6), "\n    ", $found ? implode('; ', $found) : 'no attribute', "\n";
}
?>
--EXPECT--
function f(@@A int|string $x) {}
    parameter $x: A
function f(@@A X&Y $x) {}
    parameter $x: A
function f(@@A \NS\X&namespace\Y ...$x) {}
    parameter $x: A
function f(@@A null|(X&Y) $x) {}
    parameter $x: A
function f(@@A(1) (X&Y)|null $x) {}
    parameter $x: A(1)
function f(@@A(1) (X&Y)|null &$x) {}
    parameter $x: A(1)
$f = fn(@@A int|string $x) => 1;
    parameter $x: A
class C { function __construct(@@A public int|string $x, @@B int|(X&Y) ...$r) {} }
    parameter $x: A; parameter $r: B
function f(<<A>> int|string $x) {}
    parameter $x: A
function f(<<A>> (X&Y)|null $x) {}
    parameter $x: A
function f(<<A(1)>> (X&Y)|(Z&W) ...$x) {}
    parameter $x: A(1)
function f(<<A>> (X&Y)|null &$x) {}
    parameter $x: A
$y = $a << B >> ($c) | $d;
    no attribute
$y = $a << B >> (C&D) | E;
    no attribute
$y = $a << B >> (C&D) | null & $x;
    no attribute
$y = @@f(1) (2);
    no attribute
$y = @@f(1) (C) | $x;
    no attribute
