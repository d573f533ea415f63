--TEST--
Reflection shim: an attribute named through a "use" of a name longer than 2,047 bytes (plain or in a group use) resolves as PHP 8 resolves it (the import was dropped and the attribute took the alias's name in the namespace)
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
$n = str_repeat('N', 3000);
$m = str_repeat('M', 600);
$file = sys_get_temp_dir() . '/attrsyntax_reflection_030_' . getmypid() . '.php';
file_put_contents($file, "<?php\nnamespace X;\nuse Foo\\$n as B;\nuse \\$m\\{Sub};\n#[B(1)]\n#[Sub(2)]\nclass K {}\n");
require $file;
unlink($file);
foreach ((new ReflectionClass('X\K'))->getAttributes() as $a) {
    $name = $a->getName();
    echo strlen($name), ' ', substr($name, 0, 5), '...', substr($name, -5), ' ', json_encode($a->getArguments()), "\n";
}
?>
--EXPECT--
3004 Foo\N...NNNNN [1]
604 MMMMM...M\Sub [2]
