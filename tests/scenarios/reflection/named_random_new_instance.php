<?php
// newInstance() of 300 attributes made up from a fixed seed: positional values, then names
// (parameters', a variadic's, unknown ones) with values of every kind, to constructors with
// defaults, types and variadic parameters; the attributes are declared by eval() and each
// prints what its constructor received, or the error. The same seed gives the same
// attributes on every PHP from 7.1 on. No constructor has a required parameter before a
// variadic one and no name repeats a position: PHP 8.2's debug build reports a leak of the
// names a variadic parameter collected when the call fails there (tests/reflection/044 has
// a missing parameter on PHP 7.4).
require __DIR__ . '/inc/helpers.php';

#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)]
class A { public $got; public function __construct($a = 'ad', $b = 'bd', ...$rest) { $this->got = [func_num_args(), func_get_args(), get_defined_vars()]; } }
#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)]
class B { public $got; public function __construct(...$rest) { $this->got = [func_num_args(), func_get_args(), get_defined_vars()]; } }
#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)]
class C { public $got; public function __construct(int $a = 1, string ...$rest) { $this->got = [func_num_args(), func_get_args(), get_defined_vars()]; } }
#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)]
class D { public $got; public function __construct($a = null, $b = null, $c = 'cd', ...$rest) { $this->got = [func_num_args(), func_get_args(), get_defined_vars()]; } }
#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)]
class E { public $got; public function __construct(array $a = [], ?int ...$rest) { $this->got = [func_num_args(), func_get_args(), get_defined_vars()]; } }
#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)]
class F { public $got; public function __construct($a, $b = null, $c = 3) { $this->got = [func_num_args(), func_get_args(), get_defined_vars()]; } }

// each class's parameters before its variadic one
$classes = ['A' => ['a', 'b'], 'B' => [], 'C' => ['a'], 'D' => ['a', 'b', 'c'], 'E' => ['a'], 'F' => ['a', 'b', 'c']];
$values = ['1', "'s'", 'null', '[1, 2]', '2.0', 'true', "'7'", 'PHP_INT_SIZE', "['k' => 5]"];
$names = ['a', 'b', 'c', 'rest', 'x', 'y'];
$pick = function (array $from) { return $from[mt_rand(0, count($from) - 1)]; };
mt_srand(20200722);
$code = '';
for ($i = 0; $i < 300; $i++) {
    $class = $pick(array_keys($classes));
    $args = [];
    for ($n = mt_rand(0, 3); $n > 0; $n--) {
        $args[] = $pick($values);
    }
    // no name of a parameter passed by position
    $used = array_flip(array_slice($classes[$class], 0, count($args)));
    for ($n = mt_rand(0, 3); $n > 0; $n--) {
        $name = $pick($names);
        $value = $pick($values);
        if (!isset($used[$name])) {
            $used[$name] = true;
            $args[] = "$name: $value";
        }
    }
    $code .= "#[$class(" . implode(', ', $args) . ")]\n";
}
eval($code . 'function f() {}');

foreach ((new ReflectionFunction('f'))->getAttributes() as $i => $a) {
    try {
        $result = json_encode($a->newInstance()->got);
    } catch (Throwable $e) {
        // the engine's own wording of a type error is PHP 7.4's
        $result = get_class($e) . ($e instanceof TypeError ? '' : ': ' . $e->getMessage());
    }
    echo $i, ' ', $a->getName(), ' ', json_encode($a->getArguments()), ' ', $result, "\n";
}
