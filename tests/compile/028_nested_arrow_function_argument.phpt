--TEST--
Compile hook: an arrow function with its own attributes inside an argument is the compile error "Constant expression contains invalid operations", not a parse error at its "=>"
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
echo "never printed\n";
#[A(#[B] fn($x) => [1 => $x], 2)]
function f() {}
?>
--EXPECTF--
Fatal error: Constant expression contains invalid operations in %s on line 4
