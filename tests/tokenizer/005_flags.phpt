--TEST--
Tokenizer: flag constants, distinct and clear of TOKEN_PARSE
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
$flags = ['ATTRSYNTAX_HASH', 'ATTRSYNTAX_ATAT', 'ATTRSYNTAX_ANGLE', 'ATTRSYNTAX_PHP80_TOKENS'];
$seen = 1; /* TOKEN_PARSE */
foreach ($flags as $name) {
    $value = constant($name);
    printf("%s = %d, a single bit: %s, clashes: %s\n", $name, $value,
        ($value & ($value - 1)) === 0 ? 'yes' : 'no', ($seen & $value) ? 'yes' : 'no');
    $seen |= $value;
}
/* syntax flags combine */
$code = '<?php #[A] @@B function f() {} <<C>> function g() {}';
$count = function (int $flags) use ($code) {
    return count(array_filter(attrsyntax_token_get_all($code, $flags), function ($t) {
        return is_array($t) && $t[0] === T_ATTRIBUTE;
    }));
};
var_dump($count(0), $count(ATTRSYNTAX_HASH | ATTRSYNTAX_ATAT), $count(ATTRSYNTAX_HASH | ATTRSYNTAX_ATAT | ATTRSYNTAX_ANGLE));
?>
--EXPECT--
ATTRSYNTAX_HASH = 2, a single bit: yes, clashes: no
ATTRSYNTAX_ATAT = 4, a single bit: yes, clashes: no
ATTRSYNTAX_ANGLE = 8, a single bit: yes, clashes: no
ATTRSYNTAX_PHP80_TOKENS = 16, a single bit: yes, clashes: no
int(1)
int(2)
int(3)
