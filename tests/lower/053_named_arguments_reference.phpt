--TEST--
Lowering: a named by-reference parameter binds a plain variable; an undefined variable named for a by-value parameter is null without PHP 8's warning (it is taken by reference)
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
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
--EXPECT--
string(6) "filled"
string(6) "second"
NULL
bool(true)
int(1)
