<?php
// Named arguments (PHP 8.0) in 600 calls made up from a fixed seed: positional values, then
// names (parameters', a variadic's, unknown ones) with values of every kind, to functions,
// methods and static methods with defaults, types and variadic parameters; each call is
// compiled by eval() (lowered there on PHP 7.4) and prints what the callee received, or
// the error. The same seed gives the same calls on every PHP from 7.1 on.
function fa($a, $b = 'bd', ...$rest) { return [func_num_args(), func_get_args(), get_defined_vars()]; }
function fb(...$rest) { return [func_num_args(), func_get_args(), get_defined_vars()]; }
function fc(int $a = 1, string ...$rest) { return [func_num_args(), func_get_args(), get_defined_vars()]; }
function fd($a = null, $b = null, $c = 'cd', ...$rest) { return [func_num_args(), func_get_args(), get_defined_vars()]; }
function fe(array $a = [], ?int ...$rest) { return [func_num_args(), func_get_args(), get_defined_vars()]; }
function ff($a, $b = null, $c = 3) { return [func_num_args(), func_get_args(), get_defined_vars()]; }
function fg(?string $a = 'x', float ...$f) { return [func_num_args(), func_get_args(), get_defined_vars()]; }
function fh($a = [1], $b = PHP_INT_MAX, bool $c = false) { return [func_num_args(), func_get_args(), get_defined_vars()]; }
class K
{
    public function m($a, $b = 2, ...$r) { return [func_num_args(), func_get_args(), get_defined_vars()]; }
    public static function s($a = 1, int ...$r) { return [func_num_args(), func_get_args(), $r]; }
}

$callees = ['fa', 'fb', 'fc', 'fd', 'fe', 'ff', 'fg', 'fh', '$o->m', 'K::s'];
$values = ['1', "'s'", 'null', '[1, 2]', '2.0', 'true', "'7'", '$v', "\$arr['k']"];
$names = ['a', 'b', 'c', 'rest', 'x', 'f', 'r'];
$pick = function (array $from) { return $from[mt_rand(0, count($from) - 1)]; };
mt_srand(20201126);
$v = 'vv';
$arr = ['k' => 5];
$o = new K;
for ($i = 0; $i < 600; $i++) {
    $args = [];
    for ($n = mt_rand(0, 3); $n > 0; $n--) {
        $args[] = $pick($values);
    }
    $used = [];
    for ($n = mt_rand(0, 3); $n > 0; $n--) {
        $name = $pick($names);
        $value = $pick($values);
        if (!isset($used[$name])) {
            $used[$name] = true;
            $args[] = "$name: $value";
        }
    }
    $call = $pick($callees) . '(' . implode(', ', $args) . ')';
    try {
        $result = json_encode(eval("return $call;"));
    } catch (Throwable $e) {
        // the engine's own wording of a type error is PHP 7.4's
        $result = get_class($e) . ($e instanceof TypeError ? '' : ': ' . $e->getMessage());
    }
    echo $i, ' ', $call, ' ', $result, "\n";
}
echo json_encode([$v, $arr]), "\n";
