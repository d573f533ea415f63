--TEST--
Lowering: on PHP 8 nothing is lowered (no attrsyntax.downgrade), PHP 8 syntax is the engine's, attrsyntax_parse() and attrsyntax_convert() see the source as written
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php8(); ?>
--FILE--
<?php
var_dump(ini_get('attrsyntax.downgrade'), ini_set('attrsyntax.downgrade', 'all'));
$code = <<<'PHP'
<?php
class P {
    public function __construct(
        #[A(1)] public int|string $x = 1,
    ) {}
}
PHP;
$parsed = attrsyntax_parse($code);
echo count($parsed), ' ', $parsed[0]['name'], ' ', $parsed[0]['attributes'][0]['name'] ?? '?', ' line ', $parsed[0]['line'], "\n";
echo attrsyntax_convert($code, ATTRSYNTAX_ATAT) === str_replace('#[A(1)]', '@@A(1)', $code) ? "converted as written\n" : "changed\n";
eval(substr($code, 5));
$p = new ReflectionProperty('P', 'x');
var_dump($p->isPromoted(), (string) $p->getType(), $p->getAttributes()[0]->getName());
?>
--EXPECT--
bool(false)
bool(false)
1 x A line 4
converted as written
bool(true)
string(10) "string|int"
string(1) "A"
