<?php
// getDocComment() with the doc comment before the attribute group, between the group and
// the declaration, and between groups; getStartLine()/getEndLine() alongside.

/** doc of f */
#[A]
function f() {}

#[A]
/** doc of g, after the group */
function g() {}

/** doc of h, before */ #[A] #[B(1)] function h() {}

#[A] /** doc of i, between groups */ #[B]
function i() {}

function no_doc() {}

/**
 * Class doc.
 */
#[Entity]
#[Table('t')]
final class Model
{
    /** property doc */
    #[Column]
    public $before;

    #[Column]
    /** property doc after the group */
    public $after;

    /** constant doc */
    #[Value] public const BEFORE = 1;

    #[Value] /** constant doc after */ const AFTER = 2;

    /**
     * Method doc.
     */
    #[Route('/m')]
    public function m() {}

    #[Route('/n')]
    /** method doc after */
    public static function n() {}
}

/** closure doc */
$cl = #[A] function () {};
$arrow = #[A] /** arrow doc */ fn() => 1;

function show($what, $r) {
    echo str_pad($what, 16), json_encode($r->getDocComment(), JSON_UNESCAPED_SLASHES), ' lines ', method_exists($r, 'getStartLine') ? $r->getStartLine() . '-' . $r->getEndLine() : '-', "\n";
}
foreach (['f', 'g', 'h', 'i', 'no_doc'] as $fn) {
    show("$fn()", new ReflectionFunction($fn));
}
show('Model', new ReflectionClass('Model'));
show('$before', new ReflectionProperty('Model', 'before'));
show('$after', new ReflectionProperty('Model', 'after'));
show('BEFORE', new ReflectionClassConstant('Model', 'BEFORE'));
show('AFTER', new ReflectionClassConstant('Model', 'AFTER'));
show('m()', new ReflectionMethod('Model', 'm'));
show('n()', new ReflectionMethod('Model', 'n'));
show('closure', new ReflectionFunction($cl));
show('arrow', new ReflectionFunction($arrow));
