--TEST--
Reflection shim: the compile hook stats source files past PHP's stat cache, so a script's filesize() is what it is without attrsyntax
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
/* PHP keeps the last stat a script asked for. The compile hook stats each file
 * whose parse it keeps; had that stat gone into PHP's cache, the script's next
 * filesize() of the file would give its size from before the append. (The
 * index checks of attrsyntax_index_get() stat the same way.) */
$f = sys_get_temp_dir() . '/attrsyntax_reflection_011_' . getmypid() . '.php';
file_put_contents($f, "<?php\n#[A(1)]\nfunction attrsyntax_reflection_011() {}\n");
require $f;
$h = fopen($f, 'a');
fwrite($h, str_repeat("\n", 100));
fclose($h);
echo "after the include: ", filesize($f), " bytes (", strlen(file_get_contents($f)), " read)\n";
echo json_encode((new ReflectionFunction('attrsyntax_reflection_011'))->getAttributes()[0]->getArguments()), "\n";
unlink($f);
?>
--EXPECT--
after the include: 154 bytes (154 read)
[1]
