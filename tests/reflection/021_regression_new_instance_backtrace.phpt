--TEST--
Bug: backtraces through ReflectionAttribute::newInstance() showed an "unknown()" frame on PHP 7.4; PHP 8 shows the constructor called at the attribute's file and line, then newInstance() called where it is
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
#[Attribute]
class A
{
    public function __construct($v = 0)
    {
        $trace = (new Exception())->getTrace();
        echo json_encode(array_map(function ($f) {
            return [$f['function'] ?? null, $f['class'] ?? null, $f['type'] ?? null,
                isset($f['file']) ? basename($f['file']) : null, $f['line'] ?? null, count($f['args'] ?? [])];
        }, $trace)), "\n";
        echo str_replace(__DIR__ . '/', '', (new Exception())->getTraceAsString()), "\n";
        if ($v === 'throw') {
            throw new RuntimeException('from the constructor');
        }
    }
}

#[A(1)]
class C {}

#[A('throw')]
class D {}

function read($class)
{
    return (new ReflectionClass($class))->getAttributes()[0]->newInstance();
}

read('C');
try {
    read('D');
} catch (RuntimeException $e) {
    echo get_class($e), ' at line ', $e->getLine(), ': ', str_replace(__DIR__ . '/', '', $e->getTraceAsString()), "\n";
}
?>
--EXPECT--
[["__construct","A","->","021_regression_new_instance_backtrace.php",19,1],["newInstance","ReflectionAttribute","->","021_regression_new_instance_backtrace.php",27,0],["read",null,null,"021_regression_new_instance_backtrace.php",30,1]]
#0 021_regression_new_instance_backtrace.php(19): A->__construct(1)
#1 021_regression_new_instance_backtrace.php(27): ReflectionAttribute->newInstance()
#2 021_regression_new_instance_backtrace.php(30): read('C')
#3 {main}
[["__construct","A","->","021_regression_new_instance_backtrace.php",22,1],["newInstance","ReflectionAttribute","->","021_regression_new_instance_backtrace.php",27,0],["read",null,null,"021_regression_new_instance_backtrace.php",32,1]]
#0 021_regression_new_instance_backtrace.php(22): A->__construct('throw')
#1 021_regression_new_instance_backtrace.php(27): ReflectionAttribute->newInstance()
#2 021_regression_new_instance_backtrace.php(32): read('D')
#3 {main}
RuntimeException at line 14: #0 021_regression_new_instance_backtrace.php(22): A->__construct('throw')
#1 021_regression_new_instance_backtrace.php(27): ReflectionAttribute->newInstance()
#2 021_regression_new_instance_backtrace.php(32): read('D')
#3 {main}
