<?php
/*
 * bench/named.sh's worker: makes COUNT calls of one CASE, written with named
 * arguments (named) or positionally (positional), in a loop.
 *
 *   php bench/named_calls.php CASE named|positional COUNT
 */
function three($a, $b, $c) { return $a; }
function defaults($a, $b = 2, $c = 3) { return $a; }
class Point
{
    public function move($x, $y) { return $x; }
}
class Autoconfigure
{
    public function __construct(?array $tags = null, ?array $calls = null, $lazy = null) {}
}
$cases = [
    'all_named' => ['three(c: $i, b: 2, a: 1)', 'three(1, 2, $i)'],
    'last_named' => ['three(1, 2, c: $i)', 'three(1, 2, $i)'],
    'skip_default' => ['defaults($i, c: 3)', 'defaults($i, 2, 3)'],
    'method' => ['$point->move(y: $i, x: 1)', '$point->move(1, $i)'],
    'constructor' => ['new Autoconfigure(tags: [])', 'new Autoconfigure([])'],
    'internal' => ['str_pad(string: "x", length: 5, pad_type: STR_PAD_LEFT)', 'str_pad("x", 5, " ", STR_PAD_LEFT)'],
];
[, $case, $how, $count] = $argv;
$call = $cases[$case][$how === 'named' ? 0 : 1];
$point = new Point;
$file = sys_get_temp_dir() . '/attrsyntax-bench-named-' . getmypid() . '.php';
file_put_contents($file, "<?php\nfor (\$i = 0; \$i < $count; \$i++) { $call; }\n");
require $file;
unlink($file);
