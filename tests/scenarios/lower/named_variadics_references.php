<?php
// Named arguments and variadic parameters (unknown names collected as string
// keys), by-reference parameters bound to the caller's variable, each
// argument evaluated once, left to right.
function show($v) { echo json_encode($v), "\n"; }
function collect($first, $second = 2, ...$rest) { return [func_num_args(), $first, $second, $rest]; }
show(collect(1, 2, 3, x: 4, y: 5));
show(collect(1, x: 4));
show(collect(second: 'b', first: 'a', z: 'z'));
show(collect(...[1, 2, 3], ...[4], k: "v"));
function refs(&...$all) { foreach ($all as $k => &$v) { $v = "set $k"; } }
$p = 1; $q = 2;
refs(a: $p, b: $q);
show([$p, $q]);

function inc(&$counter, $by = 1) { $counter += $by; }
$n = 1;
inc(by: 10, counter: $n);
inc(counter: $n);
show($n);
function capture($pattern, $subject, &$matches = null, $flags = 0) { return preg_match($pattern, $subject, $matches, $flags); }
capture('/(b+)/', 'abbbc', flags: PREG_OFFSET_CAPTURE, matches: $m);
show($m);
function byValue($v) { $v[] = 'changed'; return $v; }
$list = ['kept'];
show(byValue(v: $list));
show($list);

function order($a, $b, $c = 'c') { return "$a$b$c"; }
function trace($label) { echo "evaluated $label\n"; return $label; }
show(order(trace('1'), c: trace('3'), b: trace('2')));
show(order(b: trace('B'), a: trace('A')));
$i = 0;
show(order(b: ++$i, a: ++$i, c: ++$i));
class Magic
{
    private $data = ['p' => 'magic'];
    public $plain = ['k' => 'plain'];
    public function __get($name) { return $this->data[$name]; }
    public function pass() { return order(a: $this->plain['k'], b: $this->p, c: static::class); }
}
$magic = new Magic;
show(order(a: $magic->p, b: $magic->plain['k']));
show($magic->pass());
$cfg = ['a' => 'A'];
show(order(a: $cfg['a'], b: ($cfg['a']), c: $cfg['a'] . '!'));
show($cfg);
