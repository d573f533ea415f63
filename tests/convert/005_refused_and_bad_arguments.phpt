--TEST--
attrsyntax_convert(): the Exception (with the attribute's line) where @@ or <<>> would not read back as the same attribute, ParseError of the input, and the errors for a bad $to or $from (ValueError, registered by attrsyntax on 7.4)
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
/* Guards the verification by reading back (a silently wrong conversion is the
 * failure it prevents), the line the Exception carries, and the argument checks
 * with their class per PHP version. */
$refused = [
    /* "<<" after a bare yield is a shift (docs/internals.md: when @@ and << are attributes) */
    ["<?php\nfunction g() {\n    yield #[A] fn() => 1;\n}", ATTRSYNTAX_ANGLE],
    /* after "}" a closure may be an operand: "} << A >> fn() => 1" is PHP 7 code */
    ["<?php\nif (1) {}\n\n#[A] fn() => 1;", ATTRSYNTAX_ANGLE],
    /* "@@A (X&Y)|null $x": the parenthesis would be read as A's arguments */
    ["<?php\nfunction f(\n  #[A] (X&Y)|null \$x) {}", ATTRSYNTAX_ATAT],
    /* a @@ that was PHP 7 code becomes an attribute once the file is read as @@ code */
    ["<?php\n#[A] class Y {}\n@@F function g() {}", ATTRSYNTAX_ATAT],
];
foreach ($refused as [$code, $to]) {
    try {
        echo json_encode(attrsyntax_convert($code, $to, ATTRSYNTAX_HASH)), "\n";
    } catch (Exception $e) {
        /* the line is in the message (getLine() is the caller's) */
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
/* the input's own ParseError comes first */
try {
    attrsyntax_convert("<?php\n\n#[A] echo 1;", ATTRSYNTAX_ANGLE);
} catch (ParseError $e) {
    echo get_class($e), ' line ', $e->getLine(), ': ', $e->getMessage(), "\n";
}
foreach ([[0, 14], [ATTRSYNTAX_ATAT | ATTRSYNTAX_ANGLE, 14], [16, 2], [ATTRSYNTAX_HASH, 0], [ATTRSYNTAX_HASH, -1],
          [ATTRSYNTAX_HASH, 16], [ATTRSYNTAX_HASH, 1 | ATTRSYNTAX_ATAT]] as [$to, $from]) {
    try {
        attrsyntax_convert('<?php #[A] class C {}', $to, $from);
        echo "no error\n";
    } catch (Error $e) {
        $expected = get_class($e) === 'ValueError';
        echo $expected ? 'expected class: ' : 'WRONG CLASS ' . get_class($e) . ': ', $e->getMessage(), "\n";
    }
}
?>
--EXPECT--
Exception: attrsyntax_convert(): the attribute on line 3 cannot be written in the <<>> syntax here (it would not be read back as the same attribute)
Exception: attrsyntax_convert(): the attribute on line 4 cannot be written in the <<>> syntax here (it would not be read back as the same attribute)
Exception: attrsyntax_convert(): the attribute on line 3 cannot be written in the @@ syntax here (it would not be read back as the same attribute)
Exception: attrsyntax_convert(): the converted code would have an attribute on line 3 that the input does not have in the $from syntaxes (the @@ syntax reads it as one)
ParseError line 3: syntax error, unexpected token "echo"
expected class: attrsyntax_convert(): Argument #2 ($to) must be one of ATTRSYNTAX_HASH, ATTRSYNTAX_ATAT or ATTRSYNTAX_ANGLE
expected class: attrsyntax_convert(): Argument #2 ($to) must be one of ATTRSYNTAX_HASH, ATTRSYNTAX_ATAT or ATTRSYNTAX_ANGLE
expected class: attrsyntax_convert(): Argument #2 ($to) must be one of ATTRSYNTAX_HASH, ATTRSYNTAX_ATAT or ATTRSYNTAX_ANGLE
expected class: attrsyntax_convert(): Argument #3 ($from) must be a combination of ATTRSYNTAX_HASH, ATTRSYNTAX_ATAT and ATTRSYNTAX_ANGLE
expected class: attrsyntax_convert(): Argument #3 ($from) must be a combination of ATTRSYNTAX_HASH, ATTRSYNTAX_ATAT and ATTRSYNTAX_ANGLE
expected class: attrsyntax_convert(): Argument #3 ($from) must be a combination of ATTRSYNTAX_HASH, ATTRSYNTAX_ATAT and ATTRSYNTAX_ANGLE
expected class: attrsyntax_convert(): Argument #3 ($from) must be a combination of ATTRSYNTAX_HASH, ATTRSYNTAX_ATAT and ATTRSYNTAX_ANGLE
