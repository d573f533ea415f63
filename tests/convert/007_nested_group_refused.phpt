--TEST--
attrsyntax_convert(): a group inside another group's arguments (a closure or an anonymous class with attributes) is refused with an Exception naming both lines, not left in its old syntax; @@ and <<>> groups nested in @@ arguments parse
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
/* Guards against a half-converted result such as "@@A(new #[B] class {})" (the
 * nested group is not one of the parser's groups). PHP 8 refuses such arguments
 * ("Cannot use anonymous class in constant expression", "Constant expression
 * contains invalid operations"), so refusing loses nothing that compiles. */
$all = ATTRSYNTAX_HASH | ATTRSYNTAX_ATAT | ATTRSYNTAX_ANGLE;
foreach ([
    ["<?php\n#[A(new #[B] class {})]\nfunction f() {}", ATTRSYNTAX_ATAT, $all],
    ["<?php\n#[A(\n    #[B] fn() => 1)]\nfunction f() {}", ATTRSYNTAX_ANGLE, $all],
    ["<?php\n@@A(new @@B(1) @@C class {}) function f() {}", ATTRSYNTAX_HASH, $all],
    ["<?php\n<<A(<<B>> fn() => [1 => 2], 2)>> function f() {}", ATTRSYNTAX_ATAT, $all],
    /* nested groups already in the target syntax stay as they are */
    ["<?php\n#[A(new #[B] class {})]\nfunction f() {}", ATTRSYNTAX_HASH, $all],
    /* groups in code, not in arguments, are converted as any other */
    ["<?php\n#[A] function f() { return new #[B] class {}; }", ATTRSYNTAX_ATAT, $all],
] as [$code, $to, $from]) {
    try {
        echo json_encode(attrsyntax_convert($code, $to, $from)), "\n";
    } catch (Exception $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
foreach (attrsyntax_parse("<?php\n@@A(@@B fn() => 1, new <<C>> class {}) function f() {}", $all)[0]['attributes'] as $a) {
    echo $a['name'], ': ', implode(' | ', $a['arguments']), "\n";
}
?>
--EXPECT--
Exception: attrsyntax_convert(): the attribute group on line 2 holds another group in its arguments (line 2): nested groups are not converted (PHP 8 refuses closures and anonymous classes in attribute arguments)
Exception: attrsyntax_convert(): the attribute group on line 2 holds another group in its arguments (line 3): nested groups are not converted (PHP 8 refuses closures and anonymous classes in attribute arguments)
Exception: attrsyntax_convert(): the attribute group on line 2 holds another group in its arguments (line 2): nested groups are not converted (PHP 8 refuses closures and anonymous classes in attribute arguments)
Exception: attrsyntax_convert(): the attribute group on line 2 holds another group in its arguments (line 2): nested groups are not converted (PHP 8 refuses closures and anonymous classes in attribute arguments)
"<?php\n#[A(new #[B] class {})]\nfunction f() {}"
"<?php\n@@A function f() { return new @@B class {}; }"
A: @@B fn() => 1 | new <<C>> class {}
