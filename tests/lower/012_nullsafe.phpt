--TEST--
Lowering: the nullsafe operator short-circuits the whole chain (reads, calls, offsets, isset(), empty(), ??), lines kept; its temporaries are unset after the statement
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
class N {
    public $next;
    public $v = 'v';
    function next() { echo "next() called\n"; return $this->next; }
}
function never() { echo "never\n"; return 1; }
$n = new N;
$null = null;
var_dump($null?->next->next()->x[never()]);
var_dump($n?->next()?->x(never()));
var_dump($n?->v, $n?->next?->v);
var_dump(isset($null?->v), isset($n?->v), empty($null?->v), empty($n?->v));
var_dump($null?->v ?? 'fallback', $n?->missing ?? 'missing');
var_dump("{$n?->v}$n?->v", __LINE__);
function scope($o) {
    $during = array_keys(get_defined_vars()) + [9 => $o?->v];
    $r = $o?->v;
    return [$during, array_keys(get_defined_vars())];
}
var_dump(scope($n));
?>
--EXPECT--
NULL
next() called
NULL
string(1) "v"
NULL
bool(false)
bool(true)
bool(true)
bool(false)
string(8) "fallback"
string(7) "missing"
string(2) "vv"
int(15)
array(2) {
  [0]=>
  array(2) {
    [0]=>
    string(1) "o"
    [9]=>
    string(1) "v"
  }
  [1]=>
  array(3) {
    [0]=>
    string(1) "o"
    [1]=>
    string(6) "during"
    [2]=>
    string(1) "r"
  }
}
