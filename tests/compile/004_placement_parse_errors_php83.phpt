--TEST--
Compile hook: PHP 8's ParseError for an attribute group before something that cannot take one (message, expecting clause, line) (PHP 8.3 and later: the parser of PHP 8.3 and later expects fewer tokens in these places)
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php_from(80300); ?>
--FILE--
<?php
foreach ([
    '#[A] echo 1;',
    '#[A] $x = 1;',
    '#[A] foo();',
    "#[A]\n\n",
    "#[A(\n1\n)]\n\n\$x = 1;",
    '#[A] static $x;',
    '#[A] abstract function f();',
    'class C1 { #[A] use T; }',
    "class C2 {\n  #[A]\n}",
    'class C3 { #[A] public }',
    '$x = #[A] 1;',
    '$x = new #[A] Foo;',
    'function f(#[A]) {}',
    'echo 1 #[A];',
] as $code) {
    try {
        eval($code);
        echo "no error\n";
    } catch (ParseError $e) {
        echo $e->getLine(), ': ', $e->getMessage(), "\n";
    }
}
?>
--EXPECT--
1: syntax error, unexpected token "echo"
1: syntax error, unexpected variable "$x"
1: syntax error, unexpected identifier "foo"
3: syntax error, unexpected end of file
5: syntax error, unexpected variable "$x"
1: syntax error, unexpected variable "$x", expecting "function" or "fn"
1: syntax error, unexpected token "function", expecting "abstract" or "final" or "readonly" or "class"
1: syntax error, unexpected token "use", expecting "function"
3: syntax error, unexpected token "}", expecting "function"
1: syntax error, unexpected token "}", expecting variable
1: syntax error, unexpected integer "1", expecting "function" or "fn" or "static" or "#["
1: syntax error, unexpected identifier "Foo", expecting "class"
1: syntax error, unexpected token ")", expecting variable
1: syntax error, unexpected token "#[", expecting "," or ";"
