--TEST--
Version gates: names of any length: a namespace and a name of attrsyntax.gates over 1,024 bytes are compared whole
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
$long = str_repeat('N', 3000);
$code = "<?php\nnamespace $long;\nclass Plain { function f() { return PHP_VERSION_ID >= 80000; } }\n";
$after = "<?php\nnamespace A;\nclass X {}\nnamespace $long;\nclass Plain { function f() { return PHP_VERSION_ID >= 80000; } }\n";
$why = function (string $gates, string $code) {
    ini_set('attrsyntax.gates', $gates);
    echo attrsyntax_find_gates($code)[0]['why'], "\n";
};
$why("auto $long\\Plain", $code);
$why("auto $long", $code);
$why("auto {$long}X", $code);
$why("auto Plain", $code);
$why("auto A\\Plain", $after);
$why("auto $long\\Plain", $after);
?>
--EXPECT--
is listed in attrsyntax.gates
is listed in attrsyntax.gates
the file reads no attributes
the file reads no attributes
the file reads no attributes
is listed in attrsyntax.gates
