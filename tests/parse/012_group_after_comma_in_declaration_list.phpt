--TEST--
attrsyntax_parse(): a group after "," in a list of properties, constants, imports, globals or static variables gives PHP 8.2's ParseError at "#[" ('public $a = 1, #[A] $b;': unexpected token "#[", expecting variable)
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
/* Guards PHP 8.2's message and line (checked with php -l on 8.2): the parser used to
 * say 'unexpected variable "$b", expecting "function" or "const"' for a property list,
 * and took no notice of groups inside a "use" statement. */
foreach ([
    "<?php\nclass C {\n    public \$a = 1,\n    #[A] \$b;\n}",
    "<?php\nclass C {\n    public int \$a = 1, #[A] \$b;\n}",
    "<?php\nclass C {\n    const A = 1, #[B] C = 2;\n}",
    "<?php\nconst A = 1, #[B] C = 2;",
    "<?php\nfunction f() {\n    static \$a, #[A] \$b;\n}",
    "<?php\nfunction f() {\n    global \$a, #[A] \$b;\n}",
    "<?php\nuse A, #[X] B;",
    "<?php\nuse A\\{B, #[X] C};",
    "<?php\necho 1, #[A] fn() => 2;",
] as $code) {
    try {
        $n = count(attrsyntax_parse($code));
        echo "no error ($n)\n";
    } catch (ParseError $e) {
        echo $e->getLine(), ': ', $e->getMessage(), "\n";
    }
}
?>
--EXPECT--
4: syntax error, unexpected token "#[", expecting variable
3: syntax error, unexpected token "#[", expecting variable
3: syntax error, unexpected token "#["
2: syntax error, unexpected token "#[", expecting identifier
3: syntax error, unexpected token "#[", expecting variable
3: syntax error, unexpected token "#[", expecting variable or "$"
2: syntax error, unexpected token "#[", expecting identifier or fully qualified name or namespaced name
2: syntax error, unexpected token "#[", expecting "}"
no error (1)
