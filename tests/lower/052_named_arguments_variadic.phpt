--TEST--
Lowering: a variadic parameter collects unknown named arguments as string keys (a typed one checks and coerces them); func_num_args() counts what was given
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
function collect($first, $second = 2, ...$rest) { return [func_num_args(), $second, $rest]; }
echo json_encode(collect(1, x: 'x')), "\n";
echo json_encode(collect(1, 2, 3, ...[4], y: 'y')), "\n";
function untyped(...$all) { return $all; }
echo json_encode(untyped(a: 1, b: 2)), "\n";
function typed(int ...$all) { return $all; }
echo json_encode(typed(a: '1', b: 2.0)), "\n";
try {
    typed(a: 1, b: 'two');
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
?>
--EXPECTF--
[1,2,{"x":"x"}]
[4,2,{"0":3,"1":4,"y":"y"}]
{"a":1,"b":2}
{"a":1,"b":2}
typed(): Argument #1 must be of type int, string given, called in %s on line %d
