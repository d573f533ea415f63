<?php
// On PHP 8 a doc comment INSIDE an attribute group (in its arguments, or between its
// attributes) is read by the lexer like any other, so it becomes the pending doc comment:
// the declaration after the group gets it (the last one wins), replacing one before the
// group. Plain comments inside groups change nothing.

#[A(/** inner of f */ 1)]
function f() {}

/** outer of g */
#[A(/** inner of g */ 1)]
function g() {}

/** outer of h */
#[A(/* plain comment */ 1), B(// line comment
)]
function h() {}

#[A, /** between attributes of i */ B]
function i() {}

#[A(/** first */ 1, /** second */ 2)] #[B] function j() {}

class C
{
    #[A(/** inner of $p */ 1)]
    public $p;
    /** outer of K */
    #[A(/** inner of K */ 1)]
    const K = 1;
    #[Route(
        /** inner of m */
        '/m'
    )]
    public function m() {}
}

$arrow = #[A(/** inner of arrow */ 1)] fn() => 1;

foreach (['f', 'g', 'h', 'i', 'j'] as $fn) {
    echo "$fn: ", var_export((new ReflectionFunction($fn))->getDocComment(), true), "\n";
}
echo '$p: ', var_export((new ReflectionProperty('C', 'p'))->getDocComment(), true), "\n";
echo 'K: ', var_export((new ReflectionClassConstant('C', 'K'))->getDocComment(), true), "\n";
echo 'm: ', var_export((new ReflectionMethod('C', 'm'))->getDocComment(), true), "\n";
echo 'arrow: ', var_export((new ReflectionFunction($arrow))->getDocComment(), true), "\n";
