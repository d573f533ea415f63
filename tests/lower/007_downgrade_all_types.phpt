--TEST--
Lowering: attrsyntax.downgrade=all drops the types PHP 7.4 cannot check (T|null becomes ?T) and readonly; exact leaves them to PHP 7.4's parser, on the right line
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
$code = <<<'PHP'
readonly class RC {}
class D {
    public readonly int $ro;
    readonly string $implicit;
    public int|string $u = 5;
    public function __construct(public readonly array $list = []) {}
    public function a(mixed $x, int|null $n, false|string $s): static { return $this; }
    public function b(): never { throw new Exception(); }
    public function c(): null|D { return null; }
    public function d(): int|false { return false; }
}
return __LINE__;
PHP;
ini_set('attrsyntax.downgrade', 'exact');
try {
    eval($code);
} catch (ParseError $e) {
    echo 'exact: ', $e->getMessage(), ' on line ', $e->getLine(), "\n";
}
ini_set('attrsyntax.downgrade', 'all');
echo 'all: line ', eval($code), "\n";
$type = function ($t) { return $t === null ? '-' : ($t->allowsNull() ? '?' : '') . $t->getName(); };
$r = new ReflectionClass('D');
foreach ($r->getProperties() as $p) {
    echo '$', $p->getName(), ' ', implode(' ', Reflection::getModifierNames($p->getModifiers())), ' ', $type($p->getType()), "\n";
}
foreach ($r->getMethods() as $m) {
    echo $m->getName(), '(', implode(', ', array_map(function ($p) use ($type) { return $type($p->getType()); }, $m->getParameters())),
        '): ', $type($m->getReturnType()), "\n";
}
$d = new D();
$d->ro = 1;
$d->ro = 2; // PHP 8 throws: readonly is not enforced with "all"
echo $d->ro, ' ', get_class($d->a(1, null, 's')), "\n";
?>
--EXPECT--
exact: syntax error, unexpected 'class' (T_CLASS) on line 1
all: line 12
$ro public int
$implicit public string
$u public -
$list public array
__construct(array): -
a(-, ?int, -): -
b(): -
c(): ?D
d(): -
2 D
