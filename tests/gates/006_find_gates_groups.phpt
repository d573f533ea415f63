--TEST--
attrsyntax_find_gates(): an attribute group is no code (its gates and its reasons do not count, the code after it on its line does); function names in any case; namespace\ReflectionAttribute
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
function show(string $code): void {
    foreach (attrsyntax_find_gates($code) as $gate) {
        printf("%d %-5s %-40s %s\n", $gate['line'], $gate['opens'] ? 'opens' : 'stays', $gate['code'], $gate['why']);
    }
    echo "--\n";
}
show("<?php\n#[Route(\n  PHP_VERSION_ID >= 80000\n)]\nfunction f(\$c) { return \$c->getAttributes(); }\n");
show("<?php\n#[Filter(\\ReflectionAttribute::IS_INSTANCEOF)]\nfunction f() { return PHP_VERSION_ID >= 80000; }\n");
show("<?php\n#[Pure] function f(\$c) { return PHP_VERSION_ID >= 80000 ? \$c->getAttributes() : []; }\n");
show("<?php\n#[A(\$c->getAttributes())]\nfunction f() { return PHP_VERSION_ID >= 80000; }\n");
show("<?php\nfunction f(\$c) { return \\Version_Compare(PHP_VERSION, '8.0.0') >= 0 ? \$c->getAttributes() : []; }\n");
show("<?php\nnamespace N;\nfunction f(namespace\\ReflectionAttribute \$a) { return PHP_MAJOR_VERSION >= 8; }\n");
?>
--EXPECT--
--
3 stays PHP_VERSION_ID >= 80000                  the file reads no attributes
--
2 opens PHP_VERSION_ID >= 80000                  calls getAttributes()
--
3 stays PHP_VERSION_ID >= 80000                  the file reads no attributes
--
2 opens \Version_Compare(PHP_VERSION, '8.0.0')   calls getAttributes()
--
3 opens PHP_MAJOR_VERSION >= 8                   names ReflectionAttribute
--
