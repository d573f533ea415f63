<?php
// Shared by union_random_values.php and union_random_values_strict.php: the unions, the
// values, and the run, compiled by eval() in the mode asked for (lowered there on 7.4).
function union_random_run(int $seed, bool $strict)
{
    $unions = ['int|string', 'int|float', 'float|string', 'int|bool', 'string|bool', 'int|float|string',
        'array|string', 'int|string|null', 'bool|float', 'iterable|string', 'callable|string', 'int|false',
        'string|false', 'float|false', 'array|false|null', 'object|string', 'Countable|array', 'stdClass|int',
        'int|float|bool'];
    $values = ['1', '0', "'1'", "'1.5'", "'abc'", "''", '1.5', '2.0', '1e3', 'true', 'false', 'null', '[1]', '[]',
        'new stdClass', 'new ArrayObject([])', "'strlen'", "' 12'", "'12 '", "'0x1A'", 'INF', 'NAN', '-0.0', "'1e2'",
        'PHP_INT_MAX', '9.2233720368547758E+18'];
    $code = $strict ? "declare(strict_types=1);\n" : '';
    foreach ($unions as $i => $type) {
        $code .= "function u{$i}_p($type \$x) { return \$x; }\nfunction u{$i}_r(\$x): $type { return \$x; }\n";
    }
    $code .= "\$show = function (\$call) {\n"
        . "    try { \$r = \$call(); }\n"
        . "    catch (TypeError \$e) { return 'TypeError: ' . \$e->getMessage(); }\n"
        . "    return gettype(\$r) . ' ' . (is_float(\$r) && is_nan(\$r) ? 'NAN' : (is_object(\$r) ? get_class(\$r) : var_export(\$r, true)));\n"
        . "};\n";
    // PHP 8.1 deprecates a float with a fraction converted to int, which PHP 7.4's engine
    // converts silently: the values are what is compared here
    error_reporting(E_ALL & ~E_DEPRECATED);
    mt_srand($seed);
    for ($k = 0; $k < 1200; $k++) {
        $i = mt_rand(0, count($unions) - 1);
        $value = $values[mt_rand(0, count($values) - 1)];
        $fn = 'u' . $i . (mt_rand(0, 1) ? '_p' : '_r');
        $code .= "echo " . var_export("$k $fn($value) ", true) . ", \$show(function () { return $fn($value); }), \"\\n\";\n";
    }
    eval($code);
}
