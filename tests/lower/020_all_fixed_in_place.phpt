--TEST--
Lowering: with attrsyntax.downgrade=all, what PHP 7.4 parses but lowering drops (type words, __clone()'s return type, final on constants) goes from the engine's AST in place as the text passes drop it (debug builds compare both ASTs and abort on a difference), in interfaces, traits, nested closures and eval()'d code; new in an initializer and a private final constant still take the lowering
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--INI--
attrsyntax.downgrade=all
error_reporting=-1
--FILE--
<?php
$dir = sys_get_temp_dir() . '/attrsyntax_lower_020_' . getmypid();
@mkdir($dir);
$type = function ($t) { return $t === null ? '-' : ($t->allowsNull() ? '?' : '') . $t->getName(); };
$sources = [
    'interface' => 'interface I020 { final const A = 1; public function __CLONE(): void; } return I020::A;',
    'trait' => 'trait T020 { var mixed $v = 1; static null $n = null; public function t(Mixed $m): NEVER { throw new Exception("t"); } } class U020 { use T020; } return (new U020)->v;',
    'constants' => 'class C020 { final const A = 1, B = 2; final protected const C = 3; public static function c() { return static::C; } } return C020::A + C020::B + C020::c();',
    'nested' => 'function f020() { return function (false $f = false): mixed { return fn (true $t, ...$rest): null => null; }; } return f020()(false)(true);',
    'mixed with new' => 'function g020(mixed $x, $o = new ArrayObject([1, 2])): int { return count($o); } return g020(0);',
    'eval' => 'return eval("class E020 { final public const Q = 5; public function e(mixed \$m): mixed { return \$m; } } return (new E020)->e(E020::Q);");',
];
foreach ($sources as $name => $code) {
    file_put_contents("$dir/$name.php", "<?php\n$code\n");
    try {
        echo $name, ': ', json_encode(require "$dir/$name.php"), "\n";
    } catch (Throwable $e) {
        echo $name, ': ', get_class($e), ': ', $e->getMessage(), "\n";
    }
}
echo implode(' ', array_map($type, [(new ReflectionMethod('I020', '__clone'))->getReturnType(), (new ReflectionProperty('T020', 'v'))->getType(),
    (new ReflectionProperty('U020', 'n'))->getType(), (new ReflectionMethod('U020', 't'))->getReturnType(),
    (new ReflectionParameter('g020', 0))->getType(), (new ReflectionMethod('E020', 'e'))->getReturnType()])), "\n";
file_put_contents("$dir/private.php", "<?php\nclass P020 {\n    public function m(mixed \$x) {}\n    final private const A = 1;\n}\n");
register_shutdown_function(function () use ($dir) { array_map('unlink', glob("$dir/*.php")); rmdir($dir); });
require "$dir/private.php";
--EXPECTF--
interface: 1
trait: 1
constants: 6
nested: null
mixed with new: 2
eval: 5
- - - - - -

Fatal error: Private constant P020::A cannot be final as it is not visible to other classes in %sprivate.php on line 4
