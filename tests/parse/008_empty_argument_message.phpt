--TEST--
attrsyntax_parse(): an empty argument after a comma gives PHP 8.2's message, 'unexpected token ",", expecting ")"'
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
/* Guards PHP 8.2's ParseError message for an empty argument (checked with php -l on 8.2). */
foreach (["<?php\n#[A(1, , 2)] function f() {}", "<?php\n#[A(x: 1, , 2)] function f() {}", "<?php\n#[A(, 2)] function f() {}",
          "<?php\n#[A(1, *)] function f() {}", "<?php\n#[A(1, x: ,)] function f() {}", "<?php\n#[A(1, ...,)] function f() {}",
          "<?php\n@@A(1, , 2) function f() {}"] as $code) {
    try {
        attrsyntax_parse($code, ATTRSYNTAX_HASH | ATTRSYNTAX_ATAT);
        echo "no error\n";
    } catch (ParseError $e) {
        echo $e->getLine(), ': ', $e->getMessage(), "\n";
    }
}
?>
--EXPECT--
2: syntax error, unexpected token ",", expecting ")"
2: syntax error, unexpected token ",", expecting ")"
2: syntax error, unexpected token ","
2: syntax error, unexpected token "*", expecting ")"
2: syntax error, unexpected token ","
2: syntax error, unexpected token ","
2: syntax error, unexpected token ",", expecting ")"
