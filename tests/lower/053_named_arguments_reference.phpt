--TEST--
Lowering: a named by-reference parameter binds a plain variable or an offset; an undefined variable named for a by-value parameter is null with PHP 7.4's notice and stays undefined
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--INI--
error_reporting=-1
display_errors=1
--FILE--
<?php
function fill(&$into, $value = 'filled') { $into = $value; }
fill(into: $a);
fill(value: 'second', into: $b);
var_dump($a, $b);
function show($value) { var_dump($value); }
show(value: $undefined);
var_dump(array_key_exists('undefined', get_defined_vars()));
$list = ['x' => 1];
fill(into: $list['x']);
var_dump($list['x']);
?>
--EXPECTF--
string(6) "filled"
string(6) "second"

Notice: Undefined variable: undefined in %s on line %d
NULL
bool(false)
string(6) "filled"
