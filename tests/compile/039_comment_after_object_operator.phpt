--TEST--
Compile hook: from PHP 8.2 on, "#" after "->" (comments between) opens a comment; a "->" at the end of a comment's text does not, and an "@@" group after the "#[" group on the next line is read
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--INI--
attrsyntax.syntaxes=hash,atat
--FILE--
<?php
class P { public $q = 1; }
$o = new P;
$v = $o-> // the lexer still looks for the name of the property here
    q;
// the text of this comment ends like an object operator ->
#[A] @@B function f() { return __LINE__; }
echo $v, ' ', f(), "\n";
foreach ((new ReflectionFunction('f'))->getAttributes() as $attribute) {
    echo $attribute->getName(), "\n";
}
?>
--EXPECT--
1 7
A
B
