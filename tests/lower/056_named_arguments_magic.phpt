--TEST--
Lowering: named arguments to __call() and __callStatic() arrive as string keys of their arguments, after the positional ones
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
class Proxy
{
    public function __call($name, $arguments) { return [$name, $arguments]; }
    public static function __callStatic($name, $arguments) { return [$name, $arguments]; }
}
echo json_encode((new Proxy)->find(7, with: ['tags'], limit: 3)), "\n";
echo json_encode(Proxy::make(...[1], kind: 'x')), "\n";
try {
    (new Proxy)->twice(a: 1, a: 2);
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
?>
--EXPECT--
["find",{"0":7,"with":["tags"],"limit":3}]
["make",{"0":1,"kind":"x"}]
Named parameter $a overwrites previous argument
