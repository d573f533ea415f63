--TEST--
Lowering: the functions lowered union types call, called by hand outside a function, check nothing and return the value; with wrong arguments they fail as any internal function of PHP 7.4 does
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
var_dump(\attrsyntax\lowered\union_argument(1, 0, [], []));
var_dump(\attrsyntax\lowered\union_return(0, ['Nope'], 'x'));
var_dump(\attrsyntax\lowered\union_variadic(1, 0, [], 5));
\attrsyntax\lowered\union_return_none(0, []);
var_dump(\attrsyntax\lowered\union_argument('a', 0, [], 1));
function f() { return \attrsyntax\lowered\union_return(8, ['self', 'parent'], 1.5); }
var_dump(f());
echo "done\n";
?>
--EXPECTF--
array(0) {
}
string(1) "x"
int(5)

Warning: attrsyntax\lowered\union_argument() expects parameter 1 to be int, string given in %s on line %d
NULL
%AImplicit conversion from float 1.5 to int loses precision in %s on line %d
int(1)
done
