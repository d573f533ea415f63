--TEST--
attrsyntax_convert(): a group in the target syntax left out of $from is named at its own line (the result would read it as an attribute), wherever it stands in the file
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
/* Guards the line of the Exception when the result holds an attribute the input,
 * read with $from only, did not have: it used to name the line of the next
 * converted attribute instead (line 5 for the first two cases). */
foreach ([
    ["<?php\n@@F function g() {}\n\n\n#[A] class Y {}", ATTRSYNTAX_ATAT, ATTRSYNTAX_HASH],
    ["<?php\n#[Comment] function g() {}\n\n\n@@A class Y {}", ATTRSYNTAX_HASH, ATTRSYNTAX_ATAT],
    ["<?php\n<<A>> class Y {}\n<<B>> function g() {}\n\n@@C function h() {}", ATTRSYNTAX_ANGLE, ATTRSYNTAX_ATAT],
    ["<?php\n#[A] class Y {}\n\n@@F function g() {}", ATTRSYNTAX_ATAT, ATTRSYNTAX_HASH],
    /* with the target syntax in $from, such groups are attributes left alone */
    ["<?php\n@@F function g() {}\n\n\n#[A] class Y {}", ATTRSYNTAX_ATAT, ATTRSYNTAX_HASH | ATTRSYNTAX_ATAT],
    ["<?php\n#[Comment] function g() {}\n\n\n@@A class Y {}", ATTRSYNTAX_HASH, ATTRSYNTAX_ATAT | ATTRSYNTAX_HASH],
] as [$code, $to, $from]) {
    try {
        echo json_encode(attrsyntax_convert($code, $to, $from)), "\n";
    } catch (Exception $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
?>
--EXPECT--
Exception: attrsyntax_convert(): the converted code would have an attribute on line 2 that the input does not have in the $from syntaxes (the @@ syntax reads it as one)
Exception: attrsyntax_convert(): the converted code would have an attribute on line 2 that the input does not have in the $from syntaxes (the #[] syntax reads it as one)
Exception: attrsyntax_convert(): the converted code would have an attribute on line 2 that the input does not have in the $from syntaxes (the <<>> syntax reads it as one)
Exception: attrsyntax_convert(): the converted code would have an attribute on line 4 that the input does not have in the $from syntaxes (the @@ syntax reads it as one)
"<?php\n@@F function g() {}\n\n\n@@A class Y {}"
"<?php\n#[Comment] function g() {}\n\n\n#[A] class Y {}"
