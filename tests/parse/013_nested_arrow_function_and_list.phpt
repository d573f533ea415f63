--TEST--
attrsyntax_parse(): an arrow function with attributes inside an argument is no parse error (its "=>" used to end the argument), list() without "=" is one (expecting "=")
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
/* Guards PHP 8.2's parse results (checked with php -l on 8.2; the first three are
 * compile errors there, which attrsyntax_parse() does not look for). */
foreach ([
    "<?php\n#[A(#[B] fn() => 1)]\nclass C {}",
    "<?php\n#[A(#[B] static fn(\$x) => [1 => 2], 3), D]\nclass C {}",
    "<?php\n#[A([list(1)])]\nclass C {}",
    "<?php\n#[A(list(1))]\nclass C {}",
    "<?php\n#[A(new B(list(\n1)))]\nclass C {}",
] as $code) {
    try {
        $d = attrsyntax_parse($code);
        echo "no error: ", implode(', ', array_map(function ($a) { return $a['name'] . '(' . implode(' | ', $a['arguments']) . ')'; }, $d[0]['attributes'])), "\n";
    } catch (ParseError $e) {
        echo $e->getLine(), ': ', $e->getMessage(), "\n";
    }
}
?>
--EXPECT--
no error: A(#[B] fn() => 1)
no error: A(#[B] static fn($x) => [1 => 2] | 3), D()
no error: A([list(1)])
2: syntax error, unexpected token ")", expecting "="
3: syntax error, unexpected token ")", expecting "="
