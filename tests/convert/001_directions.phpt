--TEST--
attrsyntax_convert(): every direction, other bytes and lines unchanged, multi-attribute groups split, bad arguments
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
$hash = <<<'PHP'
<?php
#[A(1), /* two */ B(']'),
  C]
class X {
    #[D(">>")] public function m(#[E] $p) { return '#[not] @@this <<either>>'; }
}
PHP;
$all = ATTRSYNTAX_HASH | ATTRSYNTAX_ATAT | ATTRSYNTAX_ANGLE;
$atat = attrsyntax_convert($hash, ATTRSYNTAX_ATAT, ATTRSYNTAX_HASH);
$angle = attrsyntax_convert($hash, ATTRSYNTAX_ANGLE, ATTRSYNTAX_HASH);
echo $atat, "\n--\n", $angle, "\n--\n";
echo attrsyntax_convert($atat, ATTRSYNTAX_HASH, $all), "\n--\n";
var_dump(attrsyntax_convert($angle, ATTRSYNTAX_HASH, ATTRSYNTAX_ANGLE) === attrsyntax_convert($atat, ATTRSYNTAX_HASH, ATTRSYNTAX_ATAT));
/* lines are kept */
var_dump(substr_count($atat, "\n") === substr_count($hash, "\n"));
$lines = function ($code, $flags) {
    $out = [];
    foreach (attrsyntax_parse($code, $flags) as $d) {
        foreach ($d['attributes'] as $a) {
            $out[] = $a['name'] . '@' . $a['line'];
        }
    }
    return implode(' ', $out);
};
var_dump($lines($hash, ATTRSYNTAX_HASH) === $lines($atat, ATTRSYNTAX_ATAT));
/* nothing to convert: the same string */
var_dump(attrsyntax_convert($hash, ATTRSYNTAX_HASH, ATTRSYNTAX_HASH) === $hash);
foreach ([[ATTRSYNTAX_HASH | ATTRSYNTAX_ATAT, $all], [ATTRSYNTAX_HASH, 64], [ATTRSYNTAX_HASH, 0]] as [$to, $from]) {
    try {
        attrsyntax_convert($hash, $to, $from);
    } catch (Error $e) {
        echo $e->getMessage(), "\n";
    }
}
/* "@@F" before a declaration is no attribute for a reader of "#[" only, but is one for a
 * reader of "@@": converting the rest to "@@" would change its meaning */
try {
    attrsyntax_convert("<?php\n#[A] class Y {}\n@@F function g() {}", ATTRSYNTAX_ATAT, ATTRSYNTAX_HASH);
} catch (Exception $e) {
    echo $e->getMessage(), "\n";
}
try {
    attrsyntax_convert("<?php\n\n#[A] echo 1;", ATTRSYNTAX_ATAT);
} catch (ParseError $e) {
    echo get_class($e), ' ', $e->getLine(), ': ', $e->getMessage(), "\n";
}
?>
--EXPECT--
<?php
@@A(1) /* two */ @@B(']')
  @@C
class X {
    @@D(">>") public function m(@@E $p) { return '#[not] @@this <<either>>'; }
}
--
<?php
<<A(1)>> /* two */ <<B(']')>>
  <<C>>
class X {
    <<D(">>")>> public function m(<<E>> $p) { return '#[not] @@this <<either>>'; }
}
--
<?php
#[A(1)] /* two */ #[B(']')]
  #[C]
class X {
    #[D(">>")] public function m(#[E] $p) { return '#[not] @@this <<either>>'; }
}
--
bool(true)
bool(true)
bool(true)
bool(true)
attrsyntax_convert(): Argument #2 ($to) must be one of ATTRSYNTAX_HASH, ATTRSYNTAX_ATAT or ATTRSYNTAX_ANGLE
attrsyntax_convert(): Argument #3 ($from) must be a combination of ATTRSYNTAX_HASH, ATTRSYNTAX_ATAT and ATTRSYNTAX_ANGLE
attrsyntax_convert(): Argument #3 ($from) must be a combination of ATTRSYNTAX_HASH, ATTRSYNTAX_ATAT and ATTRSYNTAX_ANGLE
attrsyntax_convert(): the converted code would have an attribute on line 3 that the input does not have in the $from syntaxes (the @@ syntax reads it as one)
ParseError 3: syntax error, unexpected token "echo"
