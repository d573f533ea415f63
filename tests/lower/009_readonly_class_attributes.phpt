--TEST--
Lowering: an attribute before "final readonly class" (PHP 8.2) is where PHP 8 takes it: with attrsyntax.downgrade=all the class compiles and reports it, with exact PHP 7.4's own parse error stands, not an attribute error
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
$code = "#[Attribute(Attribute::TARGET_CLASS)]\nfinal readonly class %s { public function __construct(public int \$a = 1) {} }\n#[%s] readonly class %s2 {}";
ini_set('attrsyntax.downgrade', 'exact');
try {
    eval(sprintf($code, 'E', 'E', 'E'));
} catch (ParseError $e) {
    echo 'exact: ', $e->getMessage(), ' on line ', $e->getLine(), "\n";
}
ini_set('attrsyntax.downgrade', 'all');
eval(sprintf($code, 'R', 'R', 'R'));
$r = new ReflectionClass('R2');
echo $r->getAttributes()[0]->getName(), ' ', get_class($r->getAttributes()[0]->newInstance()), ' ', (new R)->a, "\n";
?>
--EXPECT--
exact: syntax error, unexpected 'readonly' (T_STRING), expecting abstract (T_ABSTRACT) or final (T_FINAL) or class (T_CLASS) on line 2
R R 1
