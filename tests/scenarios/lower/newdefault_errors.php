<?php
// Reflection of parameters whose default is new (PHP 8.1), when evaluating the default
// fails: an unknown class (autoloaded first), an interface, an abstract class, a
// constructor that throws, a private constructor, an unknown named parameter, an
// undefined constant in the arguments; each getDefaultValue() tries again.
namespace Errors;

spl_autoload_register(function ($class) {
    echo "  autoload $class\n";
    if ($class === 'Errors\Late') {
        eval('namespace Errors; class Late { public function __construct(public $v = 0) { echo "  Late made\n"; } }');
    }
});

interface Shape {}
abstract class Base {}
class Fails
{
    public function __construct($why = 'no reason')
    {
        throw new \RuntimeException("refused: $why");
    }
}
class Hidden
{
    private function __construct() {}
    public static function probe(self $h = new Hidden()) {}
}
class Counted
{
    public function __construct(public $a = 1) { echo "  Counted made\n"; }
}

function unknown(Missing $m = new Missing(new Counted())) {}
function late(Late $l = new Late(v: 2)) {}
function iface(Shape $s = new Shape()) {}
function abstracted(Base $b = new Base()) {}
function throws(Fails $f = new Fails('default')) {}
function private_ctor(Hidden $h = new Hidden()) {}
function unknown_name(Counted $c = new Counted(b: 3)) {}
function undefined_constant(Counted $c = new Counted(NOT_DEFINED)) {}
function nested(array $list = [new Counted(), new Missing2()]) {}
function class_constant(Counted $c = new Counted(Counted::NOPE)) {}
function class_constant_class(Counted $c = new Counted(Nowhere::NOPE)) {}

$names = ['unknown', 'late', 'iface', 'abstracted', 'throws', 'private_ctor', 'unknown_name', 'undefined_constant', 'nested',
    'class_constant', 'class_constant_class'];
foreach ($names as $name) {
    $p = (new \ReflectionFunction('Errors\\' . $name))->getParameters()[0];
    echo $name, ': ', $p, "\n";
    for ($i = 0; $i < 2; $i++) {
        try {
            $v = $p->getDefaultValue();
            echo '  ', is_object($v) ? get_class($v) : gettype($v), "\n";
        } catch (\Throwable $e) {
            echo '  ', get_class($e), ': ', $e->getMessage(), "\n";
        }
    }
}
$p = (new \ReflectionMethod(Hidden::class, 'probe'))->getParameters()[0];
try {
    echo get_class($p->getDefaultValue()), "\n";
} catch (\Throwable $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
// the calls fail where PHP 8.1 fails
try {
    throws();
} catch (\Throwable $e) {
    echo 'call: ', get_class($e), ': ', $e->getMessage(), "\n";
}
