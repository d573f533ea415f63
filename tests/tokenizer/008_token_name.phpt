--TEST--
Tokenizer: attrsyntax_token_name() and token_name() name every token id, attrsyntax's included
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_tokenizer(); ?>
--FILE--
<?php
$bad = 0;
$checked = 0;
$ids = [];
$all = get_defined_constants(true);
foreach (['tokenizer', 'attrsyntax'] as $ext) {
    foreach ($all[$ext] ?? [] as $name => $value) {
        if (strncmp($name, 'T_', 2) !== 0 || !is_int($value) || $name === 'T_DOUBLE_COLON' || $name === 'T_PAAMAYIM_NEKUDOTAYIM') {
            continue;
        }
        $checked++;
        $ids[$value][] = $name;
        if (attrsyntax_token_name($value) !== $name || token_name($value) !== $name) {
            $bad++;
            echo "$name ($value): ", attrsyntax_token_name($value), ' / ', token_name($value), "\n";
        }
    }
}
echo $checked > 130 ? "more than 130" : $checked, " token constants checked, $bad misnamed\n";
echo count(array_filter($ids, function ($names) { return count($names) > 1; })), " ids shared\n";
var_dump(attrsyntax_token_name(T_DOUBLE_COLON) === token_name(T_DOUBLE_COLON));
foreach (['T_ATTRIBUTE', 'T_NAME_QUALIFIED', 'T_MATCH', 'T_NULLSAFE_OBJECT_OPERATOR', 'T_ENUM', 'T_READONLY'] as $name) {
    echo $name, ': ', gettype(constant($name)), ' ', attrsyntax_token_name(constant($name)), "\n";
}
var_dump(attrsyntax_token_name(ord(';')), attrsyntax_token_name(100000), attrsyntax_token_name(-1));
?>
--EXPECT--
more than 130 token constants checked, 0 misnamed
0 ids shared
bool(true)
T_ATTRIBUTE: integer T_ATTRIBUTE
T_NAME_QUALIFIED: integer T_NAME_QUALIFIED
T_MATCH: integer T_MATCH
T_NULLSAFE_OBJECT_OPERATOR: integer T_NULLSAFE_OBJECT_OPERATOR
T_ENUM: integer T_ENUM
T_READONLY: integer T_READONLY
string(1) ";"
string(7) "UNKNOWN"
string(7) "UNKNOWN"
