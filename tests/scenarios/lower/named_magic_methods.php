<?php
// Named arguments to __call() and __callStatic() (PHP 8 passes them as string keys of
// the arguments array) and through callables made of magic methods.
class M {
    function __call($n, $a) { echo "$n ", json_encode($a), "\n"; return $a; }
    static function __callStatic($n, $a) { echo "static $n ", json_encode($a), "\n"; }
}
$m = new M;
$m->foo(1, x: 2);
$m->bar(x: 2, y: [3]);
M::baz(...[1, 2], k: 'v');
$v = 5;
$m->ref(val: $v, other: $v + 1);
try { $m->dup(x: 1, x: 2); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$f = [$m, 'viaCallable'];
$f(a: 1);
try { M::other(1, ...["k" => 1], k: 2); } catch (Error $e) { echo $e->getMessage(), "\n"; }
