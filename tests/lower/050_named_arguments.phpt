--TEST--
Lowering: named arguments reach the parameters they name in functions, methods, parent::__construct() and closures; skipped parameters take their defaults, evaluated in the callee's class
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
class Autoconfigure
{
    const NONE = 'none';
    public $tags, $calls, $lazy;
    public function __construct(?array $tags = null, ?array $calls = null, $lazy = self::NONE)
    {
        $this->tags = $tags;
        $this->calls = $calls;
        $this->lazy = $lazy;
    }
}
class AutoconfigureTag extends Autoconfigure
{
    public function __construct(?string $name = null, array $attributes = [])
    {
        parent::__construct(
            tags: [
                [$name ?? 0 => $attributes],
            ]
        );
    }
}
$tag = new AutoconfigureTag('app.handler', ['priority' => 5]);
var_dump($tag->tags, $tag->calls, $tag->lazy);
function span($from, $to = PHP_INT_SIZE, $step = 1) { return func_get_args(); }
echo json_encode(span(1, step: 2)), json_encode(span(step: 3, from: 0)), "\n";
$f = fn($a, $b = 'b') => $a . $b;
echo $f(b: 'B', a: 'A'), "\n";
?>
--EXPECT--
array(1) {
  [0]=>
  array(1) {
    ["app.handler"]=>
    array(1) {
      ["priority"]=>
      int(5)
    }
  }
}
NULL
string(4) "none"
[1,8,2][0,8,3]
AB
