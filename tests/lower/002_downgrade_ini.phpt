--TEST--
Lowering: attrsyntax.downgrade takes off, exact and all (the default); off leaves PHP 8 syntax to PHP 7.4's parser; an unknown value is refused
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
var_dump(ini_get('attrsyntax.downgrade'));
var_dump(ini_set('attrsyntax.downgrade', 'bogus'), ini_get('attrsyntax.downgrade'));
foreach (['exact', 'ALL', 'off'] as $level) {
    ini_set('attrsyntax.downgrade', $level);
    try {
        $result = eval("return (function (\$a,) { return \$a; })(1);");
    } catch (ParseError $e) {
        $result = $e->getMessage() . ' on line ' . $e->getLine();
    }
    echo $level, ': ', $result, "\n";
}
?>
--EXPECTF--
string(3) "all"

Warning: ini_set(): attrsyntax.downgrade: unknown value "bogus" (known: off, exact, all) in %s on line %d
bool(false)
string(3) "all"
exact: 1
ALL: 1
off: syntax error, unexpected ')', expecting variable (T_VARIABLE) on line 1
