<?php
namespace Weak;

function int_string(int|string $x) { return $x; }
function int_float(int|float $x) { return $x; }
function int_bool(int|bool $x) { return $x; }
function float_bool(float|bool $x) { return $x; }
function string_bool(string|bool $x) { return $x; }
function int_false(int|false $x) { return $x; }
function float_string(float|string $x) { return $x; }
function string_true(string|true $x) { return $x; }
function array_bool(array|bool $x) { return $x; }
function int_float_null(int|float|null $x) { return $x; }
function implicit_null(int|string $x = null) { return $x; }

class Text { public function __toString(): string { return "text"; } }

// values written the same on 7.4 and 8 (var_dump() writes floats with another precision on 7.4)
function describe($v) {
    if (is_object($v)) {
        return 'object(' . get_class($v) . ')';
    }
    if (is_array($v)) {
        return 'array(' . count($v) . ')';
    }
    if (is_string($v)) {
        return 'string "' . addcslashes($v, "\0..\37") . '"';
    }
    return gettype($v) . ' ' . var_export($v, true);
}

function show($label, callable $f, array $values) {
    foreach ($values as $v) {
        echo $label, '(', describe($v), '): ';
        try {
            echo describe($f($v)), "\n";
        } catch (\TypeError $e) {
            echo get_class($e), ': ', $e->getMessage(), ' @', basename($e->getFile()), ':', $e->getLine(), "\n";
        }
    }
}

$scalars = [1, 0, -7, 1.0, 1.5, -0.0, 1e30, NAN, INF, "12", " 12", "12 ", " 1.5 ", "1e3", "0x1A", "12abc", "abc", "",
    true, false, null, [], [1], new Text, new \stdClass];

show('int_string', function ($v) { return int_string($v); }, $scalars);
show('int_float', function ($v) { return int_float($v); }, $scalars);
show('int_bool', function ($v) { return int_bool($v); }, $scalars);
show('float_bool', function ($v) { return float_bool($v); }, $scalars);
show('string_bool', function ($v) { return string_bool($v); }, $scalars);
show('int_false', function ($v) { return int_false($v); }, $scalars);
show('float_string', function ($v) { return float_string($v); }, [1, 0.1 + 0.2, 1e100, "9223372036854775808", true, null]);
show('string_bool', function ($v) { return string_bool($v); }, [0.1 + 0.2, 1e15, 1e14, -1.5e-7, 100000000000000000000.0]);
show('string_true', function ($v) { return string_true($v); }, [true, false, 5, 2.5]);
show('array_bool', function ($v) { return array_bool($v); }, [[1], 0, "x", 1.5, null]);
show('int_float_null', function ($v) { return int_float_null($v); }, [null, "9223372036854775807", "9223372036854775808", "-9223372036854775808", " 7 "]);
echo describe(implicit_null()), ', ', describe(implicit_null(null)), ', ', describe(implicit_null(3.0)), "\n";

// the precision setting shapes a float turned string, as in PHP 8
ini_set('precision', '5');
echo describe(string_bool(3.14159265)), "\n";
ini_restore('precision');

// a call from an internal function: no "called in"
try {
    array_map('Weak\int_string', [[]]);
} catch (\TypeError $e) {
    echo $e->getMessage(), "\n";
}

// the trace starts in the function that declared the type, as PHP 8's
function traced(int $a, int|string $b) {}
function caller() { traced(1, []); }
try {
    caller();
} catch (\TypeError $e) {
    echo $e->getMessage(), "\n", $e->getTraceAsString(), "\n";
}
