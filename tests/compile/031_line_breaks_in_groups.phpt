--TEST--
Compile hook: groups that span CRLF and lone CR line breaks are blanked with their line breaks kept
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
$file = __DIR__ . '/compile_031.inc';
file_put_contents($file, "<?php\r\n"
    . "#[A(1,\r\n 2)]\r\n"                          // lines 2-3
    . "function f() { return __LINE__; }\r\n"       // 4
    . "#[B(\r'x',\r\"y\r\nz\"\r)] #[C]\r"           // 5-9 (a string with a line break inside)
    . "function g() { return __LINE__; }\n"         // 10
    . "#[D] #[E(\n\n)]\n"                           // 11-13
    . "function h() { return __LINE__; }\n"         // 14
    . "echo f(), ' ', g(), ' ', h(), ' ', __LINE__, \"\\n\";\n"); // 15
require $file;
foreach (['f', 'g', 'h'] as $fn) {
    foreach ((new ReflectionFunction($fn))->getAttributes() as $a) {
        echo $fn, ' ', $a->getName(), ' ', json_encode($a->getArguments()), "\n";
    }
}
?>
--CLEAN--
<?php @unlink(__DIR__ . '/compile_031.inc'); ?>
--EXPECT--
4 10 14 15
f A [1,2]
g B ["x","y\r\nz"]
g C []
h D []
h E []
