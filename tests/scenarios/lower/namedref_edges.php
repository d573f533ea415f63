<?php
// Calls that name variables, left unfinished or nested: a generator destroyed while such a
// call waits for a yield in its arguments, an exception thrown among the values, a named
// call in another's value, a class without constructor, recursion through the same call.
require __DIR__ . '/inc/namedref_warnings.inc.php';
function pair(&$a, &$b) { $a = 'a'; $b = 'b'; }
function gen() {
    $x = [];
    fill(into: $x['k'], value: yield 'waiting');
    echo "  resumed: ", json_encode($x), "\n";
}
echo "generator:\n";
$g = gen();
echo "  ", $g->current(), "\n";
unset($g);
$g = gen();
$g->current();
$g->send('sent');
echo "nested:\n";
pair(b: $n['b'], a: $n[fill(into: $inner['i'], value: 'key') ?? $inner['i']]);
echo json_encode([$n, $inner]), "\n";
echo "no constructor:\n";
class Plain {}
try { new Plain(x: $p['x']); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
var_dump(isset($p));
echo "recursion:\n";
function depth(&$into, $level) {
    if ($level < 3) {
        depth(level: $level + 1, into: $into[$level]);
    } else {
        $into = 'bottom';
    }
}
depth(into: $tree, level: 0);
echo json_encode($tree), "\n";
echo "exceptions:\n";
function thrower() { throw new LogicException('among the values'); }
for ($i = 0; $i < 3; $i++) {
    try { pair(a: $e1[$i], b: thrower()); } catch (LogicException $e) { echo "  ", $e->getMessage(), "\n"; }
}
echo json_encode($e1), "\n";
echo "static method, parent, self:\n";
class Base {
    public static function put(&$slot, $value) { $slot = $value; }
    public function __construct(&$out = null) { $out = static::class; }
}
class Derived extends Base {
    public function __construct(&$out = null) {
        parent::__construct(out: $out['from_parent']);
        self::put(value: 'self', slot: $out['self']);
        static::put(value: 'static', slot: $out['static']);
    }
}
new Derived(out: $made);
echo json_encode($made), "\n";
echo "one call site, callees that differ:\n";
function by_value($x) { return 'value'; }
function by_reference(&$x) { $x = 'written'; return 'reference'; }
$callees = ['by_value', 'by_reference', function ($x) { return 'closure value'; }, function (&$x) { $x = 'closure'; return 'closure reference'; }];
foreach ([0, 1, 2, 3, 1, 0, 3] as $turn => $which) {
    $callee = $callees[$which];
    echo "  ", $callee(x: $site[$turn]), " ", json_encode(array_key_exists($turn, $site ?? [])), "\n";
}
echo json_encode($site), "\n";
echo "eval'd call sites:\n";
for ($i = 0; $i < 3; $i++) {
    eval('fill(into: $evald[' . $i . '], value: "eval ' . $i . '"); show_value(value: $evald[' . $i . ']);');
}
function show_value($value) { echo "  ", json_encode($value), "\n"; }
