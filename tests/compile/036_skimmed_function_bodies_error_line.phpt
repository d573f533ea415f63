--TEST--
Compile hook: an attribute's compile error after function bodies the hook skims, with "\r\n", "\r" and "\n" line breaks in them, is reported on its line
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
$file = sys_get_temp_dir() . '/attrsyntax_036_' . getmypid() . '.php';
file_put_contents($file, "<?php\nfunction a() {\r\n    \$s = \"x\r\ny\rz\n\";\n    /*\n     * }\n     */\n    return 1;\n}\r\nfunction b() {\r\r\n}\n#[A(x: 1, x: 2)]\nfunction c() {}\n");
register_shutdown_function(function () use ($file) { unlink($file); });
include $file;
?>
--EXPECTF--
Fatal error: Duplicate named parameter $x in %s on line 16
