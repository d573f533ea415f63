<?php
// Named arguments whose values are variables ($x, $a['k'], $o->p, A::$p, $$n, $a[]): a
// by-reference parameter binds the variable (keys and properties created, __get() and
// offsetGet() called for writing), a by-value one reads it (an undefined variable warned
// and left undefined), for every kind of callee, each argument evaluated once, left to
// right (the warnings in PHP 8's words: inc/namedref_warnings.inc.php).
require __DIR__ . '/inc/namedref_warnings.inc.php';
function show($value) { echo "  show: ", json_encode($value), "\n"; }
function k($key) { echo "  key $key\n"; return $key; }
class Magic {
    public function __get($name) { echo "  __get $name\n"; return [1]; }
}
class Offsets implements ArrayAccess {
    public function offsetExists($o): bool { echo "  exists $o\n"; return true; }
    public function offsetGet($o): mixed { echo "  get $o\n"; return 5; }
    public function offsetSet($o, $v): void { echo "  set $o\n"; }
    public function offsetUnset($o): void { echo "  unset $o\n"; }
}
class S { public static $p; public static $list = [3, 1, 2]; }
class Box {
    public $items = [];
    public function __construct(&$out = null, $tag = 't') { $out = "made $tag"; }
    public function put(&$slot, $value) { $slot = $value; }
    public static function stat(&$slot) { $slot = 'static'; }
    public function __call($name, $args) { echo "  __call $name ", json_encode($args), "\n"; }
}
class Child extends Box {
    public function __construct(&$out = null) { parent::__construct(tag: 'child', out: $out['parent']); }
}

echo "functions:\n";
fill(into: $a['k']['j']);
fill(value: 'second', into: $b);
$n = 'dyn';
fill(into: $$n);
fill(into: S::$p);
fill(into: $list[]);
fill(into: $list[]);
echo json_encode([$a, $b, $dyn, S::$p, $list]), "\n";
show(value: $undefined);
var_dump(isset($undefined), array_key_exists('undefined', get_defined_vars()));
show(value: $c['x']['y']);
var_dump(isset($c));
$o = new stdClass;
fill(into: $o->p);
fill(into: $o->q['r']);
echo json_encode($o), "\n";

echo "magic:\n";
$m = new Magic;
show(value: $m->q);
fill(into: $m->r);
$offsets = new Offsets;
fill(into: $offsets['z']);
show(value: $offsets['y']);

echo "callees:\n";
$box = new Box(tag: 'new', out: $made['n']);
echo json_encode($made), "\n";
$box->put(value: 1, slot: $box->items['one']);
Box::stat(slot: $st['s']);
$box->missing(x: $never, y: $box->items);
new Child(out: $child);
echo json_encode([$box->items, $st, $child]), "\n";
$closure = function (&$x, $y = null) { $x = 'closure'; };
$closure(x: $cl['a'], y: $cl_undefined);
$name = 'fill';
$name(into: $by_name['a']);
$callable = [$box, 'put'];
$callable(slot: $arr_callable[0], value: 'array callable');
echo json_encode([$cl, $by_name, $arr_callable]), "\n";

echo "internal:\n";
preg_match(subject: 'abc', pattern: '/b/', matches: $r['x']);
$holder = new stdClass;
$holder->list = [3, 1, 2];
sort(array: $holder->list);
sort(array: S::$list);
str_replace(search: 'a', replace: 'b', subject: 'aaa', count: $counts['n']);
echo json_encode([$r, $holder, S::$list, $counts]), "\n";

echo "variadic:\n";
function refs(&...$r) { foreach ($r as $k => &$x) { $x = "at $k"; } }
refs(p: $q['a'], z: $q['b']);
function values(...$v) { echo "  values ", json_encode($v), "\n"; }
values(p: $q['a'], z: $unset_var);
echo json_encode($q), "\n";

echo "order:\n";
$i = 0;
fill(into: $ord[k('first') . $i++], value: k('second') . $i++);
fill(value: k('value') . $i++, into: $ord[k('into') . $i++]);
echo json_encode($ord), "\n";
$args = ['into' => 'ignored'];
function three(&$a, $b, &$c) { $a = 'a'; $c = 'c'; }
$pos = [];
three($pos['a'], ...['b' => 1], c: $pos['c']);
echo json_encode($pos), "\n";

echo "errors:\n";
try { fill(nope: $u['x']); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
var_dump(isset($u));
try { fill($x1, into: $y1['k']); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
echo json_encode($y1), "\n";
function boom() { throw new RuntimeException('boom'); }
try { fill(into: $z1['k'], value: boom()); } catch (Exception $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
echo json_encode($z1), "\n";

echo "variable kinds:\n";
class K { public static $s = 'S'; public $arr = ['k' => 'ak']; public $obj; const C = 'c'; }
$ko = new K;
$ko->obj = new stdClass;
$kname = 'kv';
fill(into: ${'kv'}, value: 'braced');
fill(into: $ko->arr['new']);
fill(into: $ko::$s, value: 'via object');
fill(into: ($ko->obj->deep), value: 'parenthesized');
fill(into: $ko->obj->{'dyn' . 'prop'}, value: 'dynamic name');
fill(into: $kk[K::C][$kname], value: 'constant offset');
echo json_encode([$kv, $ko, K::$s, $kk]), "\n";
show(value: $ko::C . $ko::$s . K::class . $ko->arr['k'] . ${'kname'});
