--TEST--
Version gates: what the user sees carries the source's text: a gate in assert()'s arguments stays closed, a parse error names the literal as written
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--INI--
zend.assertions=1
assert.exception=0
assert.warning=1
--FILE--
<?php
$file = __DIR__ . '/011_gates_messages_assert.inc';
file_put_contents($file, "<?php\nfunction r(\$c) { return \$c->getAttributes(); }\nassert(PHP_VERSION_ID >= 80000);\n"
    . "var_dump(PHP_VERSION_ID >= 80000);\n");
require $file;
unlink($file);
$file = __DIR__ . '/011_gates_messages_parse.inc';
file_put_contents($file, "<?php\nfunction r(\$c) { return \$c->getAttributes(); }\nfunction f(): 80000 > PHP_VERSION_ID;\n");
try {
    require $file;
} catch (ParseError $e) {
    echo get_class($e), ': ', $e->getMessage(), ' on line ', $e->getLine(), "\n";
}
unlink($file);
?>
--EXPECTF--
Warning: assert(): assert(PHP_VERSION_ID >= 80000) failed in %s011_gates_messages_assert.inc on line 3
bool(true)
ParseError: syntax error, unexpected '80000' (T_LNUMBER) on line 3
