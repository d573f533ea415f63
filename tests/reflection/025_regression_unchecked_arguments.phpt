--TEST--
Reflection shim: with the compile hook off, arguments PHP 8 refuses to compile (dynamic class names, unpacking, named argument misuse) throw PHP 8's message as an Error at getArguments() and newInstance(), never evaluated (they crashed)
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc';
attrsyntax_skip_unless_php74();
?>
--INI--
attrsyntax.compile_hook=0
--FILE--
<?php
/* 7.4's lexer reads a one-line "#[...]" as a comment: without the hook the file
 * compiles unchecked, and the shim reads the groups from the source. */
#[Attribute]
class A { const X = 1; public $a; function __construct(...$a) { $this->a = $a; } }
#[A((1+1)::class)]
class K1 {}
#[A($x::class)]
class K2 {}
#[A(static::class)]
class K3 {}
#[A(($y)::X)]
class K4 {}
#[A(static::X)]
class K5 {}
#[A(...[1])]
class K6 {}
#[A(a: 1, 2)]
class K7 {}
#[A(a: 1, a: 2)]
class K8 {}
#[A([1, 2][0])]
class K9 {}
#[A(A::class, A::X)]
class K10 {}

foreach (range(1, 10) as $i) {
	$attr = (new ReflectionClass("K$i"))->getAttributes()[0];
	foreach (['getArguments', 'newInstance'] as $method) {
		try {
			$result = $attr->$method();
			echo "K$i $method: ", json_encode(is_object($result) ? $result->a : $result), "\n";
		} catch (Error $e) {
			echo "K$i $method: ", get_class($e), ": ", $e->getMessage(), "\n";
		}
	}
}
?>
--EXPECT--
K1 getArguments: Error: (expression)::class cannot be used in constant expressions
K1 newInstance: Error: (expression)::class cannot be used in constant expressions
K2 getArguments: Error: (expression)::class cannot be used in constant expressions
K2 newInstance: Error: (expression)::class cannot be used in constant expressions
K3 getArguments: Error: static::class cannot be used for compile-time class name resolution
K3 newInstance: Error: static::class cannot be used for compile-time class name resolution
K4 getArguments: Error: Dynamic class names are not allowed in compile-time class constant references
K4 newInstance: Error: Dynamic class names are not allowed in compile-time class constant references
K5 getArguments: Error: "static::" is not allowed in compile-time constants
K5 newInstance: Error: "static::" is not allowed in compile-time constants
K6 getArguments: Error: Cannot use unpacking in attribute argument list
K6 newInstance: Error: Cannot use unpacking in attribute argument list
K7 getArguments: Error: Cannot use positional argument after named argument
K7 newInstance: Error: Cannot use positional argument after named argument
K8 getArguments: Error: Duplicate named parameter $a
K8 newInstance: Error: Duplicate named parameter $a
K9 getArguments: [1]
K9 newInstance: [1]
K10 getArguments: ["A",1]
K10 newInstance: ["A",1]
