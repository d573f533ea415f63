--TEST--
Lowering: a union type over several lines under attrsyntax.downgrade=exact keeps every line where it was; the errors are on PHP 8's lines (the function's first for an argument, the returned expression's, the closing brace's for none returned)
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
ini_set('attrsyntax.downgrade', 'exact');
eval('function f(
    int|
    string $x,
    $y
):
    int|
    array
{
    if ($y === 1) {
        return
            new stdClass;
    }
    if ($y === 2) {
        return __LINE__;
    }
}');
foreach ([[[], 0], [1, 1], [1, 2], [1, 3]] as [$x, $y]) {
    try {
        var_dump(f($x, $y));
    } catch (TypeError $e) {
        echo $e->getMessage(), ' (line ', $e->getLine(), ")\n";
    }
}
?>
--EXPECTF--
f(): Argument #1 ($x) must be of type string|int, array given, called in %s on line %d (line 1)
f(): Return value must be of type array|int, stdClass returned (line 11)
int(14)
f(): Return value must be of type array|int, none returned (line 16)
