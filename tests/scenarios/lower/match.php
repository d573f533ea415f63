<?php
// match (PHP 8.0): strict comparison, several conditions per arm, default
// anywhere, no fall-through, conditions evaluated lazily in order, trailing
// commas, nesting, and UnhandledMatchError with PHP 8.2's message and line.
function cond($label, $value) { echo "  condition $label\n"; return $value; }
function show($label, $value) { echo $label, ' => ', var_export($value, true), "\n"; }
function failing($value)
{
    return match ($value) {
        1, 2 => 'small',
        'x' => 'letter',
    };
}

foreach ([0, '1', 1, 2, 3, 4.0, 4, null, false, true] as $v) {
    show(var_export($v, true), match ($v) {
        0 => 'zero',
        1, 2, => 'one or two',
        default => 'other',
        '1' => 'string one',
        4.0 => 'float four',
        null, false => 'nullish',
    });
}
echo "lazy, in order:\n";
show('lazy', match (3) {
    cond('a', 1), cond('b', 2) => 'first',
    cond('c', 3) => 'second',
    cond('d', 3) => 'never',
});
show('no subject match', match (true) {
    5 > 10 => 'no',
    5 > 3 => 'yes',
    default => 'default',
});
show('nested', match ('outer') {
    'outer' => match ('inner') { 'inner' => 'inner found', default => 'inner default', },
    default => 'outer default',
});
show('only default', match (cond('subject', 'x')) { default => 'always' });
show('in condition', match (2) { match (1) { 1 => 2 } => 'nested condition', default => 'no' });
show('subject once', match (cond('s', 5)) { 1 => 'a', 5 => 'b' });
$x = 7;
show('expression arms', match ($x % 3) { 0 => $x * 2, 1 => $x * 3, 2 => $x * 4 });
show('array subject', match ([1, 2]) { [1, 2] => 'same array', default => 'no' });
$o = new stdClass;
show('object identity', match ($o) { new stdClass => 'equal?', $o => 'identical', });
show('line', match (1) { 1 => __LINE__ });
$f = fn($v) => match ($v) { 'a' => 'A', default => '?' };
show('arrow', [$f('a'), $f('b')]);

$subjects = [5, 'abc', 'a string longer than fifteen', 1.5, -0.0, 1e100, NAN, null, true, false, [1], new ArrayObject, "quote ' and \n\t\\ \x01 \xff"];
foreach ($subjects as $s) {
    try {
        failing($s);
    } catch (\UnhandledMatchError $e) {
        echo get_class($e), ': ', $e->getMessage(), ' on line ', $e->getLine(), "\n";
        if ($s === 5) {
            echo "  ", str_replace("\n", "\n  ", $e->getTraceAsString()), "\n";
        }
    }
}
try {
    $r = [
        1,
        match (99) {
            1 => 'one',
        },
    ];
} catch (\Error $e) {
    echo get_class($e), ': ', $e->getMessage(), ' on line ', $e->getLine(), "\n";
}
try {
    echo match (0) {};
} catch (\Error $e) {
    echo get_class($e), ': ', $e->getMessage(), ' on line ', $e->getLine(), "\n";
}
$c = new ReflectionClass('UnhandledMatchError');
echo $c->getName(), ' extends ', $c->getParentClass()->getName(), ', internal: ', var_export($c->isInternal(), true), "\n";
class Matcher { public function match($x) { return "method match($x)"; } public static function match2() { return 2; } }
show('method named match', (new Matcher)->match(1));
