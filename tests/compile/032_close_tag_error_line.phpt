--TEST--
Compile hook: a parse error at "?>" inside a group is on the tag's line, not the next (PHP 8's lexer counts the tag's line break late)
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
$file = __DIR__ . '/compile_032.inc';
foreach (["<?php\n#[A(1 ?>\n\n", "<?php\n#[A(1 ?>\r\nx", "<?php\n#[A(1,\n2 ?>"] as $code) {
    file_put_contents($file, $code);
    try {
        require $file;
    } catch (ParseError $e) {
        echo $e->getMessage(), ' on line ', $e->getLine(), "\n";
    }
    try {
        attrsyntax_parse($code);
    } catch (ParseError $e) {
        echo '  attrsyntax_parse(): line ', $e->getLine(), "\n";
    }
}
?>
--CLEAN--
<?php @unlink(__DIR__ . '/compile_032.inc'); ?>
--EXPECT--
syntax error, unexpected token ";", expecting ")" on line 2
  attrsyntax_parse(): line 2
syntax error, unexpected token ";", expecting ")" on line 2
  attrsyntax_parse(): line 2
syntax error, unexpected token ";", expecting ")" on line 3
  attrsyntax_parse(): line 3
