--TEST--
attrsyntax_parse(): a group in the brace-less body of if/else/while/for/foreach/do starts an expression (PHP 8.2: 'unexpected identifier "f", expecting "("' for a named function), and switch/catch take no group
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
/* Guards PHP 8.2's ParseError (checked with php -l on 8.2): "if ($x) #[A] function f() {}"
 * used to pass as a declaration. */
foreach ([
    "<?php\nif (\$x) #[A] function f() {}",
    "<?php\nif (\$x) {} elseif (\$y) #[A] function f() {}",
    "<?php\nforeach (\$a as \$b)\n    #[A] function f() {}",
    "<?php\nif (\$x) #[A] class C {}",
    "<?php\nswitch (\$x) #[A] function f() {}",
    "<?php\ntry {} catch (E \$e) #[A] function f() {}",
    "<?php\nif (\$x) #[A] function () {};",
    "<?php\nif (\$x): #[A] function f() {} endif;",
    "<?php\nif (\$x) { #[A] function f() {} }",
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
2: syntax error, unexpected identifier "f", expecting "("
2: syntax error, unexpected identifier "f", expecting "("
3: syntax error, unexpected identifier "f", expecting "("
2: syntax error, unexpected token "class", expecting "function" or "fn" or "static" or "#["
2: syntax error, unexpected token "#[", expecting ":" or "{"
2: syntax error, unexpected token "#[", expecting "{"
no error (1)
no error (1)
no error (1)
