<?php
// throw as an expression (PHP 8.0): after ??, ?:, in a conditional, in arrow
// functions, arguments, match arms and with and/or; the exception's line and
// trace are those of the code; throwing a non-object is PHP 8's Error.
function show(Throwable $e) { echo get_class($e), ': ', $e->getMessage(), ' on line ', $e->getLine(), "\n"; }
function attempt(callable $f) { try { var_dump($f()); } catch (Throwable $e) { show($e); } }
function id($x) { return $x; }

attempt(function () { $v = null; return $v ?? throw new RuntimeException('coalesce'); });
attempt(function () { $v = 'set'; return $v ?? throw new RuntimeException('never'); });
attempt(function () { $v = 0; return $v ?: throw new LogicException('elvis'); });
attempt(function () { $v = 1; return $v ? 'yes' : throw new LogicException('never'); });
attempt(function () { $v = 0; return $v ? 'yes' : throw new LogicException('ternary'); });
attempt(function () { $v = 0; return $v ? throw new LogicException('middle ' . $v) : 'no'; });
attempt(fn() => throw new DomainException('arrow'));
attempt(function () { return id(throw new Exception('argument')); });
attempt(function () { return [1, throw new Exception('array element'), 3]; });
attempt(function () { $v = false; $v or throw new Exception('or'); return 'after'; });
attempt(function () { $v = true; $v and throw new Exception('and'); return 'after'; });
attempt(function () { $v = false; $v || throw new Exception('logical or'); return 'after'; });
attempt(function () { return match (3) { 1 => 'one', default => throw new OutOfRangeException('match arm') }; });
attempt(function () { $e = new Exception('existing, created on line ' . __LINE__); return null ?? throw $e; });
attempt(function () { return null ?? throw null; });
attempt(function () { return null ?? throw 'a string'; });
attempt(function () { return null ?? throw new ArrayObject; });
attempt(function () { $v = null; return $v ?? throw $v ?? new Exception('nested coalesce'); });
attempt(function () { $v = null; return $v ?? throw new Exception(
    'multi-line',
); });
attempt(function () {
    $v = null;
    return $v
        ?? throw new Exception('on a later line');
});
if (false) throw new Exception('statement');
$f = function () {
    try {
        $x = null ?? throw new Exception('trace');
    } catch (Exception $e) {
        echo $e->getTraceAsString(), "\n";
    }
    try {
        $x = null ?? throw null;
    } catch (Error $e) {
        echo $e->getTraceAsString(), "\n";
    }
};
$f();
switch (1) {
    case 1:
        echo "case\n";
        break;
    default: throw new Exception('never');
}
label: throw new Exception('uncaught, statement after a label');
