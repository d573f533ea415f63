--TEST--
Lowering: a variadic parameter collects unknown named arguments as string keys; func_num_args() counts what was given
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
try {
    typed(a: 1);
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
?>
--EXPECT--
[1,2,{"x":"x"}]
[4,2,{"0":3,"1":4,"y":"y"}]
{"a":1,"b":2}
typed(): the typed variadic parameter cannot collect the unknown named parameter $a on PHP 7
