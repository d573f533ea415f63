--TEST--
Lowering: with attrsyntax.downgrade=all, a source PHP 7.4 parses is lowered (or fixed in place) when its AST holds a type word PHP 7.4 takes for a class name, a final constant or new in an initializer (each position, required and eval()'d, with attribute groups, a lexer warning reported once) and left alone when it holds none
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--INI--
attrsyntax.downgrade=all
error_reporting=-1
--FILE--
<?php
$dir = sys_get_temp_dir() . '/attrsyntax_lower_019_' . getmypid();
@mkdir($dir);
$type = function ($t) { return $t === null ? '-' : ($t->allowsNull() ? '?' : '') . $t->getName(); };
$sources = [
    'param' => 'function p019(int $a, MIXED $x) { return $x; } return p019(1, [2]);',
    'nullable' => 'function n019(?mixed $x = null): ?false { return null; } return n019([]);',
    'return' => 'function r019(): never { throw new Exception("never"); } return 0;',
    'property' => 'class P019 { public null $n = null; public int $i = 1; } return (new P019)->n;',
    'closure' => '$c = function (true $t): int { return 1; }; return $c(true);',
    'arrow' => '$f = fn (int $i, null $n = null): mixed => $i; return $f(4);',
    'anonymous' => 'return (new class { public function m(false $f) { return $f; } })->m(false);',
    'clone' => 'class K019 { public function __clone(): void {} } return 0;',
    'readonly' => 'class R019 { public readonly $r; } return 0;',
    'final' => 'class F019 { final public const A = 1; } return F019::A;',
    'new' => 'function i019($o = new ArrayObject([1])) { return count($o); } return i019();',
    'none' => 'class N019 { const A = 1, B = 2; public function m(int $mixed = self::A | self::B): int { /* mixed $x */ return $mixed; } } return (new N019)->m();',
];
foreach ($sources as $name => $code) {
    file_put_contents("$dir/$name.php", "<?php\n$code\n");
    try {
        echo $name, ': ', json_encode(require "$dir/$name.php"), "\n";
    } catch (Throwable $e) {
        echo $name, ': ', get_class($e), ': ', $e->getMessage(), "\n";
    }
}
echo implode(' ', array_map($type, [(new ReflectionParameter('p019', 1))->getType(), (new ReflectionFunction('n019'))->getReturnType(),
    (new ReflectionFunction('r019'))->getReturnType(), (new ReflectionProperty('P019', 'n'))->getType(),
    (new ReflectionProperty('P019', 'i'))->getType(), (new ReflectionMethod('K019', '__clone'))->getReturnType(),
    (new ReflectionProperty('R019', 'r'))->getType(), (new ReflectionMethod('N019', 'm'))->getReturnType()])), "\n";
// the sparse parse (a file of 512 bytes or more with groups) takes the same way
$pad = str_repeat("// filler line\n", 40);
file_put_contents("$dir/sparse.php", "<?php\n{$pad}#[Attribute]\nclass S019 { public function m(#[SensitiveParameter] mixed \$v): mixed { return \$v; } }\n");
require "$dir/sparse.php";
$m = new ReflectionMethod('S019', 'm');
echo 'sparse: ', $type($m->getReturnType()), ' ', count((new ReflectionClass('S019'))->getAttributes()), ' ', count($m->getParameters()[0]->getAttributes()), "\n";
// the lexer's warning of the first parse is held back and reported once, by the second
file_put_contents("$dir/warn.php", "<?php\n\$s = \"\\400\";\nfunction w019(mixed \$x) { return \$x; }\nreturn strlen(\$s);\n");
var_dump(require "$dir/warn.php");
// eval()'d code
var_dump(eval('function e019(false $f = false): mixed { return $f; } return e019();'));
array_map('unlink', glob("$dir/*.php"));
rmdir($dir);
?>
--EXPECTF--
param: [2]
nullable: null
return: 0
property: null
closure: 1
arrow: 4
anonymous: false
clone: 0
readonly: 0
final: 1
new: 1
none: 3
- - - - int - - int
sparse: - 1 1

Warning: Octal escape sequence overflow \400 is greater than \377 in %swarn.php on line 2
int(1)
bool(false)
