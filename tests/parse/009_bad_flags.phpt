--TEST--
attrsyntax_parse(): flags other than ATTRSYNTAX_HASH, ATTRSYNTAX_ATAT and ATTRSYNTAX_ANGLE are refused (ValueError, registered by attrsyntax on 7.4)
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
/* Guards the check of $flags: an unknown bit used to be ignored silently. */
$code = "<?php\n#[A] function f() {}";
foreach ([0, ATTRSYNTAX_HASH, ATTRSYNTAX_HASH | ATTRSYNTAX_ATAT | ATTRSYNTAX_ANGLE, TOKEN_PARSE, ATTRSYNTAX_HASH | 1 << 10, -1, PHP_INT_MIN] as $flags) {
    try {
        $n = count(attrsyntax_parse($code, $flags));
        echo $flags, ': ', $n, "\n";
    } catch (Error $e) {
        $expected = get_class($e) === 'ValueError';
        echo $flags, ': ', $expected ? 'expected class' : get_class($e), ': ', $e->getMessage(), "\n";
    }
}
?>
--EXPECTF--
0: 1
2: 1
14: 1
1: expected class: attrsyntax_parse(): Argument #2 ($flags) must be 0 or a combination of ATTRSYNTAX_HASH, ATTRSYNTAX_ATAT and ATTRSYNTAX_ANGLE
1026: expected class: attrsyntax_parse(): Argument #2 ($flags) must be 0 or a combination of ATTRSYNTAX_HASH, ATTRSYNTAX_ATAT and ATTRSYNTAX_ANGLE
-1: expected class: attrsyntax_parse(): Argument #2 ($flags) must be 0 or a combination of ATTRSYNTAX_HASH, ATTRSYNTAX_ATAT and ATTRSYNTAX_ANGLE
%i: expected class: attrsyntax_parse(): Argument #2 ($flags) must be 0 or a combination of ATTRSYNTAX_HASH, ATTRSYNTAX_ATAT and ATTRSYNTAX_ANGLE
