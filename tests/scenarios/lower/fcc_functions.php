<?php
// First-class callable syntax (PHP 8.1) on functions: internal and user functions,
// namespaced names with the global fallback, "use function" and qualified names through
// "use", fully qualified and namespace-relative names, closures of closures; what
// ReflectionFunction says of the closure; PHP 8.1's error for an unknown function.
namespace Lib\Text {
    function shout($s) { return strtoupper($s) . '!'; }
    function strlen($s) { return 'Lib\Text\strlen'; }
}
namespace App {
    use function Lib\Text\shout;
    use function Lib\Text\shout as yell;
    use Lib\Text;

    function local($a, ...$rest) { return 'App\local(' . $a . ', ' . implode(',', $rest) . ')'; }
    function &byRef(array &$a) { $a[] = 1; return $a; }

    function describe(string $label, \Closure $c): void
    {
        $r = new \ReflectionFunction($c);
        echo $label, ': ', $r->getName(), ' closure=', var_export($r->isClosure(), true),
            ' internal=', var_export($r->isInternal(), true),
            ' params=', $r->getNumberOfParameters(), '/', $r->getNumberOfRequiredParameters(),
            ' this=', $r->getClosureThis() === null ? 'none' : get_class($r->getClosureThis()),
            ' scope=', $r->getClosureScopeClass() ? $r->getClosureScopeClass()->name : 'none', "\n";
    }

    $strlen = strlen(...);            // the global function: no App\strlen
    describe('strlen', $strlen);
    var_dump($strlen('four'));
    $local = local(...);
    describe('local', $local);
    echo $local(1, 2, 3), "\n";
    $shout = shout(...);              // imported with "use function"
    describe('shout', $shout);
    echo $shout('hi'), ' ', yell(...)('there'), "\n";
    echo Text\strlen(...)('x'), "\n"; // Text\ through "use Lib\Text"
    echo \Lib\Text\strlen(...)('x'), ' ', \strlen(...)('xyz'), "\n";
    echo namespace\local(...)('rel'), "\n";
    echo array_map(ucfirst(...), ['a', 'b'])[1], "\n";
    echo implode(',', array_filter([1, 0, 2, null, 3], boolval(...))), "\n";
    $twice = strrev(...)(...);         // a closure of a closure is the closure itself
    var_dump($twice === $twice(...), $twice('abc'));
    $arr = [];
    $byRef = byRef(...);
    $byRef($arr);
    $byRef($arr);
    var_dump(count($arr), (new \ReflectionFunction($byRef))->returnsReference());
    var_dump(strlen(...) === strlen(...));
    $compose = fn(callable ...$fs) => fn($x) => array_reduce($fs, fn($acc, $f) => $f($acc), $x);
    echo $compose(trim(...), strrev(...), shout(...))('  abc '), "\n";
    echo (function () { return local(...)('in closure'); })(), "\n";
    echo (fn() => local(...))()('in arrow fn'), "\n";
    try {
        $f = undefined_function(...);
    } catch (\Error $e) {
        echo get_class($e), ': ', $e->getMessage(), ' on line ', $e->getLine(), "\n";
    }
    try {
        \undefined_function(...);
    } catch (\Error $e) {
        echo get_class($e), ': ', $e->getMessage(), ' on line ', $e->getLine(), "\n";
    }
    try {
        Missing\helper(...);
    } catch (\Error $e) {
        echo get_class($e), ': ', $e->getMessage(), ' on line ', $e->getLine(), "\n";
    }
    function thrower() {
        return not_there(...);
    }
    try {
        thrower();
    } catch (\Error $e) {
        echo $e->getMessage(), "\n", $e->getTraceAsString(), "\n";
    }
}
namespace {
    echo strlen(...)('global'), "\n";
    try {
        nope(...);
    } catch (Error $e) {
        echo $e->getMessage(), ' on line ', $e->getLine(), "\n";
    }
    echo App\local(...)('qualified'), "\n";
}
