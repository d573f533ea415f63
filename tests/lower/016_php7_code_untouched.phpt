--TEST--
Lowering: PHP 7 code that looks like the PHP 8 expressions is left alone: a function and methods named match, throw statements after labels, cases and alternative syntax, "?->" in strings and comments
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
function match($x) { return "function match($x)"; }
class M { function match($x) { return "method match($x)"; } static function matchAll($x) { return "static"; } }
echo match(1), "\n", (new M)->match(2), "\n", M::matchAll(3), "\n";
class T { public function throw() { return 'method throw'; } public static function &throw2() { static $a = 'static'; return $a; } }
echo (new T)->throw(), ' ', T::throw2(), "\n";
abstract class U { abstract public function throw(?callable $callback = null); public static function match() { return 'static match'; } }
echo U::match(), "\n";
// a comment with $a?->b and match ($x) { 1 => 2 } and throw
echo '$a?->b', " and match (\$x) {}\n";
switch (1) {
    case 1: try { throw new Exception('case'); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
}
if (true):
    try { throw new Exception('alternative syntax'); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
endif;
$t = true ? 'ternary' : 'no';
echo $t, ' ', __LINE__, "\n";
?>
--EXPECT--
function match(1)
method match(2)
static
method throw static
static match
$a?->b and match ($x) {}
case
alternative syntax
ternary 18
