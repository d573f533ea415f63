--TEST--
Lowering: first-class callable syntax under attrsyntax.downgrade=exact: closures of functions, methods and callables in the caller's scope, __call()'s closures keep their method's name (built at run time) for the life of the closure
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--INI--
attrsyntax.downgrade=exact
--FILE--
<?php
namespace App;
function greet($who) { return "hello $who"; }
class Box
{
    private $items = [];
    private function add($x) { $this->items[] = $x; return $this; }
    public function adder() { return $this->add(...); }
    public function __call($name, $args) { return "$name(" . implode(',', $args) . ')'; }
    public function count() { return \count($this->items); }
}
$box = new Box;
$add = $box->adder();
$add(1)->adder()(2);
var_dump($box->count(), greet(...)('you'), \strlen(...)('four'), (new \ReflectionFunction(greet(...)))->getName());
$names = [];
for ($i = 0; $i < 3; $i++) {
    $name = str_repeat('m', $i + 1);
    $names[] = $box->$name(...);
}
unset($name);
foreach ($names as $i => $closure) {
    echo (new \ReflectionFunction($closure))->getName(), ' -> ', $closure($i), "\n";
}
echo $box->add(...)(5), "\n"; // private from outside: __call()
try {
    nogreet(...);
} catch (\Error $e) {
    echo get_class($e), ': ', $e->getMessage(), ' (line ', $e->getLine(), ")\n";
}
var_dump(function_exists('attrsyntax\lowered\callable_closure'), function_exists('attrsyntax\lowered\method_closure'));
?>
--EXPECT--
int(2)
string(9) "hello you"
int(4)
string(9) "App\greet"
m -> m(0)
mm -> mm(1)
mmm -> mmm(2)
add(5)
Error: Call to undefined function App\nogreet() (line 27)
bool(true)
bool(true)
