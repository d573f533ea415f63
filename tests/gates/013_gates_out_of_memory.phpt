--TEST--
Version gates: running out of memory while the hook finds a file's gates is reported in that file, on a line of it
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); attrsyntax_skip_under_valgrind(); ?>
--INI--
memory_limit=80M
--FILE--
<?php
$file = __DIR__ . '/013_gates_out_of_memory.inc';
register_shutdown_function(function () use ($file) { @unlink($file); });
$code = "<?php\nfunction r(\$c) { return \$c->getAttributes(); }\n\$a = [];\n";
$code .= str_repeat("\$a[] = PHP_VERSION_ID >= 80000;\n", 200000);
file_put_contents($file, $code);
unset($code);
require $file;
?>
--EXPECTF--
Fatal error: Allowed memory size of 83886080 bytes exhausted %s in %s013_gates_out_of_memory.inc on line %d
