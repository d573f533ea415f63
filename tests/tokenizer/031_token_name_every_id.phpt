--TEST--
Tokenizer: attrsyntax_token_name() agrees with token_name() on every id, and names every T_* constant after itself
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_tokenizer(); ?>
--FILE--
<?php
/* ids from 256 up: the same as token_name(), known or UNKNOWN */
$differ = [];
$known = 0;
for ($id = 256; $id < 21000; $id++) {
    if (attrsyntax_token_name($id) !== token_name($id)) {
        $differ[] = $id;
    }
    $known += token_name($id) !== 'UNKNOWN';
}
echo count($differ), " ids named differently: ", json_encode(array_slice($differ, 0, 5)), "\n";
echo $known > 130 ? 'more than 130' : $known, " known ids\n";
/* below 256: the character itself, as the one-character tokens are */
$chars = 0;
for ($id = 0; $id < 256; $id++) {
    $chars += attrsyntax_token_name($id) === chr($id);
}
echo "$chars of 256 ids below 256 named by their character\n";
var_dump(attrsyntax_token_name(-1), attrsyntax_token_name(PHP_INT_MAX), attrsyntax_token_name(PHP_INT_MIN));
/* every T_* constant, the engine's and ours: its name, except the alias of T_DOUBLE_COLON */
$constants = get_defined_constants(true);
$misnamed = [];
$n = 0;
foreach (array_merge($constants['tokenizer'], $constants['attrsyntax'] ?? []) as $name => $value) {
    if (strncmp($name, 'T_', 2) !== 0) {
        continue;
    }
    $n++;
    $expected = $name === 'T_PAAMAYIM_NEKUDOTAYIM' ? 'T_DOUBLE_COLON' : $name;
    if (attrsyntax_token_name($value) !== $expected || token_name($value) !== $expected) {
        $misnamed[] = $name;
    }
}
echo $n > 130 ? 'more than 130' : $n, " T_* constants, misnamed: ", json_encode($misnamed), "\n";
foreach (['T_ATTRIBUTE', 'T_NAME_QUALIFIED', 'T_NAME_FULLY_QUALIFIED', 'T_NAME_RELATIVE', 'T_MATCH',
        'T_NULLSAFE_OBJECT_OPERATOR', 'T_ENUM', 'T_READONLY', 'T_AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG',
        'T_AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG', 'T_BAD_CHARACTER', 'T_DOUBLE_COLON', 'T_PAAMAYIM_NEKUDOTAYIM'] as $name) {
    echo $name, ' => ', attrsyntax_token_name(constant($name)), "\n";
}
/* on PHP 7.4 ours are registered by attrsyntax, distinct, from 20000 up; on PHP 8 the engine has them */
$ours = array_filter($constants['attrsyntax'] ?? [], function ($name) { return strncmp($name, 'T_', 2) === 0; }, ARRAY_FILTER_USE_KEY);
var_dump(PHP_VERSION_ID >= 80000 ? $ours === [] : count($ours) === 10 && min($ours) >= 20000 && count(array_unique($ours)) === 10
    && !array_intersect($ours, $constants['tokenizer']));
?>
--EXPECT--
0 ids named differently: []
more than 130 known ids
256 of 256 ids below 256 named by their character
string(7) "UNKNOWN"
string(7) "UNKNOWN"
string(7) "UNKNOWN"
more than 130 T_* constants, misnamed: []
T_ATTRIBUTE => T_ATTRIBUTE
T_NAME_QUALIFIED => T_NAME_QUALIFIED
T_NAME_FULLY_QUALIFIED => T_NAME_FULLY_QUALIFIED
T_NAME_RELATIVE => T_NAME_RELATIVE
T_MATCH => T_MATCH
T_NULLSAFE_OBJECT_OPERATOR => T_NULLSAFE_OBJECT_OPERATOR
T_ENUM => T_ENUM
T_READONLY => T_READONLY
T_AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG => T_AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG
T_AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG => T_AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG
T_BAD_CHARACTER => T_BAD_CHARACTER
T_DOUBLE_COLON => T_DOUBLE_COLON
T_PAAMAYIM_NEKUDOTAYIM => T_DOUBLE_COLON
bool(true)
