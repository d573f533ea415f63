--TEST--
attrsyntax_parse(): PHP 8's ParseError (message and line) for misplaced or malformed groups; compile-time errors are not its business
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
foreach ([
    "<?php\n#[A]\necho 1;",
    "<?php\nclass C {\n  #[A] use T;\n}",
    "<?php\nfunction f(#[A]) {}",
    "<?php\n#[A(1\nclass C {}",
    "<?php\n#[A, , B] class C {}",
    "<?php\n#[]\nclass C {}",
    "<?php\n#[A]",
] as $code) {
    try {
        attrsyntax_parse($code);
        echo "no error\n";
    } catch (ParseError $e) {
        echo $e->getLine(), ': ', $e->getMessage(), "\n";
    }
}
/* a compile-time error (not looked for) */
echo count(attrsyntax_parse("<?php\n#[Attribute] function f() {}")), "\n";
?>
--EXPECT--
3: syntax error, unexpected token "echo"
3: syntax error, unexpected token "use", expecting "function" or "const"
2: syntax error, unexpected token ")", expecting variable
3: syntax error, unexpected token "class", expecting ")"
2: syntax error, unexpected token ",", expecting "]"
2: syntax error, unexpected token "]"
2: syntax error, unexpected end of file
1
