<?php
// Named arguments (PHP 8.0) in every kind of call: functions (namespaced, with
// the global fallback), methods, static methods, parent::, self::, static::,
// new, closures, callables in variables; mixed with positional arguments;
// skipped parameters taking their defaults (constant expressions evaluated in
// the callee's class); keywords as names; calls over several lines.
namespace App;

const LIMIT = 10;
function window($from, $to = LIMIT, $step = 1) { return func_get_args(); }
function show($v) { echo json_encode($v), "\n"; }

show(window(1, step: 2));
show(window(to: 5, from: 2));
show(window(step: 3, from: 0));
show(\App\window(from: 7));
show(str_pad(str_repeat('a', 2), 5, '-', STR_PAD_LEFT));
show(in_array(haystack: ['1'], needle: 1, strict: true));
show(array_fill(2, 2, 'v'));

class Base
{
    const UNIT = 'px';
    public $made;
    public function __construct($width = 0, $height = 0, $unit = self::UNIT, $tags = [])
    {
        $this->made = [$width, $height, $unit, $tags];
    }
    public static function create($kind, $size = 1, ...$more) { return [static::class, $kind, $size, $more]; }
    public function resize($by = 1, $keep = true) { return [$by, $keep]; }
    public function list($array = [], $class = null) { return [$array, $class]; }
}
class Child extends Base
{
    const UNIT = 'em';
    public function __construct(array $tags)
    {
        parent::__construct(
            tags: $tags,
            height: 2,
        );
    }
    public function again() { return [self::create(size: 3, kind: 'self'), static::create(kind: 'static')]; }
}
show((new Child(['a']))->made);
show((new Base(unit: 'cm'))->made);
show(Base::create(kind: 'box', size: 4));
show(Child::create('one', size: 2));
show((new Child([]))->again());
show((new Base)->resize(keep: false));
show((new Base)->list(class: 'c', array: [1]));
$o = new Base;
show($o?->resize(by: 5));

$closure = function ($a, $b = 'b', $c = 'c') { return "$a$b$c"; };
show($closure(c: 'C', a: 'A'));
$arrow = fn($x, $y = 2) => $x * $y;
show($arrow(y: 3, x: 4));
$callable = 'App\window';
show($callable(from: 'var'));
$method = [new Base, 'resize'];
show($method(keep: 'k'));
$static = 'App\Base::create';
show($static(kind: 'string callable'));
$class = Base::class;
show((new $class(height: 9))->made);
show((new class(value: 'anon') { public $v; function __construct($value) { $this->v = $value; } })->v);
show(window(1, ...[2], step: 5));
$args = ['to' => 't'];
show(window(...[1], ...$args, step: 'x'));
function gen() { yield 'from' => 'gen'; yield 'step' => 9; }
show(window(...gen(), to: 'g'));
show(window(...['from' => 'a'], ...[2], step: 3));
show(window(...['from' => 'f'], ...['x'], step: 'st'));
show(window(from: window(to: 'inner', from: 'i'), step: 'outer'));
show(window(from: match (2) { 2 => 'match', default => 'no' }));
show(window(from: [1, 2], to: ['k' => 'v'],));
