--TEST--
Lowering: catch without a variable (PHP 8.0) binds nothing, releases the exception as PHP 8 does, lines kept
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
class Noisy extends Exception { public function __destruct() { echo "destructed\n"; } }
function f() {
    try {
        throw new Noisy();
    } catch (Noisy) {
        echo "caught on line ", __LINE__, "\n";
        echo json_encode(array_keys(get_defined_vars())), "\n";
    }
    echo "after\n";
}
f();
try {
    throw new RuntimeException('x');
} catch (LogicException | RuntimeException /* none */) {
    echo "caught union\n";
} catch (Exception $e) {
    echo "not here\n";
}
try {
    throw new LogicException('y');
} catch (RuntimeException) {
} catch (\LogicException) {
    echo "second catch, line ", __LINE__, "\n";
} finally {
    echo "finally\n";
}
$r = eval('try { throw new Exception(); } catch (Exception) { return __LINE__; }');
echo $r, "\n";
?>
--EXPECT--
destructed
caught on line 7
[]
after
caught union
second catch, line 24
finally
1
