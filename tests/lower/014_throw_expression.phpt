--TEST--
Lowering: throw as an expression throws the object as PHP 8 does, and PHP 8's Error for what cannot be thrown, with the trace of the code that threw
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
function f($v) {
    return $v ?? throw new Exception('null given');
}
var_dump(f(1));
try { f(null); } catch (Exception $e) { echo $e->getMessage(), ' line ', $e->getLine(), "\n"; }
$g = fn($x) => $x ?: throw new LogicException('falsy');
try { $g(0); } catch (LogicException $e) { echo $e->getMessage(), ' line ', $e->getLine(), "\n"; }
foreach ([null, 'x', new stdClass] as $v) {
    try {
        $r = null ?? throw $v;
    } catch (Error $e) {
        echo $e->getMessage(), ' line ', $e->getLine(), ' trace ', $e->getTraceAsString(), "\n";
    }
}
if (true) throw new Exception('a statement stays a statement');
?>
--EXPECTF--
int(1)
null given line 3
falsy line 7
Can only throw objects line 11 trace #0 {main}
Can only throw objects line 11 trace #0 {main}
Cannot throw objects that do not implement Throwable line 11 trace #0 {main}

Fatal error: Uncaught Exception: a statement stays a statement in %s:16
Stack trace:
#0 {main}
  thrown in %s on line 16
