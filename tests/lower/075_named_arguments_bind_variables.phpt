--TEST--
Lowering: a named by-reference parameter binds any variable expression ($a['k'], $o->p, A::$p, $$n), a named by-value parameter reads the variable (an undefined one stays undefined)
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--INI--
error_reporting=-1
display_errors=1
--FILE--
<?php
function fill(&$into, $value = 'filled') { $into = $value; }
function show($value) { var_dump($value); }
class S { public static $p; }
fill(into: $a['k']['j']);
$o = new stdClass;
fill(value: 'prop', into: $o->p);
fill(into: S::$p, value: 'static');
$n = 'dyn';
fill(into: $$n);
echo json_encode([$a, $o, S::$p, $dyn]), "\n";
show(value: $undefined);
var_dump(array_key_exists('undefined', get_defined_vars()));
preg_match(subject: 'abc', pattern: '/b/', matches: $r['x']);
echo json_encode($r), "\n";
?>
--EXPECTF--
[{"k":{"j":"filled"}},{"p":"prop"},"static","filled"]

Notice: Undefined variable: undefined in %s on line %d
NULL
bool(false)
{"x":["b"]}
