--TEST--
Bug: a name of more than 256 bytes in a parse error was read from uninitialised memory, and attribute names of 1,024 bytes and more were refused (PHP 8 takes names of any length)
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
foreach ([300, 2000] as $n) {
    try {
        eval('#[A] ' . str_repeat('x', $n) . ';');
    } catch (ParseError $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
$long = 'A' . str_repeat('b', 1500);
eval("#[Attribute] class $long { public \$v; function __construct(\$v = 0) { \$this->v = \$v; } }");
eval("namespace N$long; #[\\$long(1)] function f() {} #[\\$long(\\$long::class)] function g() {}");
foreach (['f', 'g'] as $fn) {
    foreach ((new ReflectionFunction("N$long\\$fn"))->getAttributes() as $a) {
        $v = $a->getArguments()[0];
        echo $fn, ': ', $a->getName() === $long ? 'the long name' : 'another name', ', argument ',
            $v === $long ? 'the long name' : var_export($v, true), ', ',
            get_class($a->newInstance()) === $long ? 'an instance of it' : 'another class', "\n";
    }
}
?>
--EXPECT--
ParseError: syntax error, unexpected identifier "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx..."
ParseError: syntax error, unexpected identifier "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx..."
f: the long name, argument 1, an instance of it
g: the long name, argument the long name, an instance of it
