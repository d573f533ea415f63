--TEST--
Lowering: attrsyntax.downgrade=exact checks union types of parameters and returns at run time; Reflection sees no type there (T|null is ?T, as on PHP 8); all drops them unchecked
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
$code = <<<'PHP'
function %s(int|string $a, float|null $b, array|bool $c = null): int|false { return $a; }
PHP;
$type = function ($t) { return $t === null ? 'none' : ($t->allowsNull() ? '?' : '') . $t->getName(); };
foreach (['exact' => 'checked', 'all' => 'dropped'] as $level => $name) {
    ini_set('attrsyntax.downgrade', $level);
    eval(sprintf($code, $name));
    $r = new ReflectionFunction($name);
    echo $level, ': return ', $type($r->getReturnType()), ', hasReturnType ', var_export($r->hasReturnType(), true), "\n";
    foreach ($r->getParameters() as $p) {
        echo '  $', $p->getName(), ' ', $type($p->getType()), ' hasType ', var_export($p->hasType(), true),
            $p->isOptional() ? ' default ' . var_export($p->getDefaultValue(), true) : '', "\n";
    }
    try {
        var_dump($name(1.0, null));
        var_dump($name([], null));
    } catch (TypeError $e) {
        echo '  ', $e->getMessage(), "\n";
    }
}
?>
--EXPECTF--
exact: return none, hasReturnType false
  $a none hasType false
  $b ?float hasType true
  $c none hasType false default NULL
int(1)
  checked(): Argument #1 ($a) must be of type string|int, array given, called in %s on line %d
all: return none, hasReturnType false
  $a none hasType false
  $b ?float hasType true
  $c none hasType false default NULL
float(1)
array(0) {
}
