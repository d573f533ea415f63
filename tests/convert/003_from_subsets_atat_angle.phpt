--TEST--
attrsyntax_convert(): @@ <-> <<>>, $from selecting which syntaxes are rewritten in a file mixing all three, groups already in the target syntax left alone
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
/* Guards the directions parse/001 and convert/001 do not show (@@ -> <<>>, <<>> -> @@,
 * any -> @@ from a mixed file), that a syntax left out of $from is not touched,
 * and that the result reads back with the same attributes. */
$mixed = "<?php\n#[H(1), H2] function a() {}\n@@T('x') function b() {}\n<<L([1 >> 2])>> function c(<<P>> \$p) {}\n\$x = @@silenced();\n";
$all = ATTRSYNTAX_HASH | ATTRSYNTAX_ATAT | ATTRSYNTAX_ANGLE;
foreach ([
    'all -> @@' => [ATTRSYNTAX_ATAT, $all],
    'all -> <<>>' => [ATTRSYNTAX_ANGLE, $all],
    'all -> #[' => [ATTRSYNTAX_HASH, $all],
    /* the target syntax is in $from too: see convert/005 for why */
    '<<>> -> @@' => [ATTRSYNTAX_ATAT, ATTRSYNTAX_ANGLE | ATTRSYNTAX_ATAT],
    '@@ -> <<>>' => [ATTRSYNTAX_ANGLE, ATTRSYNTAX_ATAT | ATTRSYNTAX_ANGLE],
    '@@ -> #[' => [ATTRSYNTAX_HASH, ATTRSYNTAX_ATAT | ATTRSYNTAX_HASH],
] as $what => [$to, $from]) {
    $out = attrsyntax_convert($mixed, $to, $from);
    echo "$what:\n$out";
    /* a syntax not in $from is left as it was */
    $names = function ($code) use ($all) {
        $r = [];
        foreach (attrsyntax_parse($code, $all) as $d) {
            foreach ($d['attributes'] as $a) {
                $r[] = $a['name'] . json_encode($a['arguments']) . '@' . $a['line'];
            }
        }
        return $r;
    };
    var_dump($names($out) === $names($mixed));
}
/* @@ -> <<>> -> @@ is byte for byte: both hold one attribute per group */
$atat = "<?php\n@@A(1) @@B\nclass C { @@D public function m(@@E int \$x) {} }\n";
var_dump(attrsyntax_convert(attrsyntax_convert($atat, ATTRSYNTAX_ANGLE, ATTRSYNTAX_ATAT), ATTRSYNTAX_ATAT, ATTRSYNTAX_ANGLE) === $atat);
?>
--EXPECT--
all -> @@:
<?php
@@H(1) @@H2 function a() {}
@@T('x') function b() {}
@@L([1 >> 2]) function c(@@P $p) {}
$x = @@silenced();
bool(true)
all -> <<>>:
<?php
<<H(1)>> <<H2>> function a() {}
<<T('x')>> function b() {}
<<L([1 >> 2])>> function c(<<P>> $p) {}
$x = @@silenced();
bool(true)
all -> #[:
<?php
#[H(1), H2] function a() {}
#[T('x')] function b() {}
#[L([1 >> 2])] function c(#[P] $p) {}
$x = @@silenced();
bool(true)
<<>> -> @@:
<?php
#[H(1), H2] function a() {}
@@T('x') function b() {}
@@L([1 >> 2]) function c(@@P $p) {}
$x = @@silenced();
bool(true)
@@ -> <<>>:
<?php
#[H(1), H2] function a() {}
<<T('x')>> function b() {}
<<L([1 >> 2])>> function c(<<P>> $p) {}
$x = @@silenced();
bool(true)
@@ -> #[:
<?php
#[H(1), H2] function a() {}
#[T('x')] function b() {}
<<L([1 >> 2])>> function c(<<P>> $p) {}
$x = @@silenced();
bool(true)
bool(true)
