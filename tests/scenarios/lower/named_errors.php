<?php
// PHP 8's run-time errors of named arguments: an unknown name, a name that
// overwrites an argument, a required parameter left out (raised as the
// callee), a string key before a positional value in an unpacking, an
// internal function's refusal; each with its class, message, line and trace.
function report(Throwable $e, $arguments = true) {
    echo get_class($e), ': ', $e->getMessage(), ' on line ', $e->getLine(), "\n";
    foreach ($e->getTrace() as $i => $frame) {
        echo "#$i ", $frame['function'], '() on line ', $frame['line'], $arguments ? ' with ' . json_encode($frame['args'] ?? []) : '', "\n";
    }
}
function pair($a, $b) { return [$a, $b]; }
class Shape
{
    public function __construct(
        $width,
        $height = 1
    ) {}
    public static function make($kind) {}
}
function attempt() {
    try { pair(b: 2); } catch (Throwable $e) { report($e); }
    try { pair(1, a: 2); } catch (Throwable $e) { report($e); }
    try { pair(1, b: 2, b: 3); } catch (Throwable $e) { report($e); }
    try { pair(1, c: 3); } catch (Throwable $e) { report($e); }
    try { pair(a: 1); } catch (Throwable $e) { report($e); }
    try { new Shape(height: 2); } catch (Throwable $e) { report($e); }
    try { Shape::make(shape: 2); } catch (Throwable $e) { report($e); }
    
    try { pair(...['a' => 1, 2], b: 2); } catch (Throwable $e) { report($e); }
    try { pair(...5, b: 2); } catch (Throwable $e) { report($e); }
    try { strlen(text: 'x'); } catch (Throwable $e) { report($e); }
    try { sprintf('%s', 'a', extra: 1); } catch (Throwable $e) { report($e, false); }
    $f = function ($x) {};
    try { $f(y: 1); } catch (Throwable $e) { report($e); }
}
attempt();
