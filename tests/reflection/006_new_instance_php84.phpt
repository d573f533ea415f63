--TEST--
Reflection shim: newInstance() validation messages and named arguments, as PHP 8.2 (PHP 8.4 and later: PHP 8.4's newInstance() calls a private constructor as a plain call, and passes arguments to a class without constructor)
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php_from(80400); ?>
--FILE--
<?php
// newInstance(): PHP 8's validation and messages, named arguments mapped onto the
// constructor's parameters (defaults filled in), and their errors
#[Attribute(Attribute::TARGET_CLASS | Attribute::TARGET_FUNCTION)]
class OnlyClassOrFunction {}
#[Attribute]
class Once {}
#[Attribute]
class PrivateCtor { private function __construct() {} }
#[Attribute]
class NoCtor {}
class NotAnAttribute {}
#[Attribute('bad')]
class BadFlagsType {}
#[Attribute(1024)]
class BadFlags {}
#[Attribute]
class Point {
    public $x, $y, $z;
    public function __construct(int $x, int $y = 2, int $z = 3) { $this->x = $x; $this->y = $y; $this->z = $z; }
}

class C {
    #[OnlyClassOrFunction] public function wrongTarget() {}
    #[Once] #[Once] public function repeated() {}
    #[PrivateCtor] public function privateCtor() {}
    #[NoCtor(1)] public function noCtorWithArgs() {}
    #[NoCtor] public function noCtorNoArgs() {}
    #[NotAnAttribute] public function notAnAttribute() {}
    #[DoesNotExist] public function missingClass() {}
    #[BadFlagsType] public function badFlagsType() {}
    #[BadFlags] public function badFlags() {}
    #[Point(1, z: 30)] public function named() {}
    #[Point(z: 30, x: 10)] public function namedOnly() {}
    #[Point(1, w: 2)] public function unknownNamed() {}
    #[Point(1, x: 2)] public function overwrites() {}
    #[Point(y: 5)] public function missing() {}
    #[Point('1')] public function typeJuggled() {}
}

foreach (get_class_methods('C') as $m) {
    foreach ((new ReflectionMethod('C', $m))->getAttributes() as $i => $a) {
        try {
            $o = $a->newInstance();
            echo "$m#$i: ", get_class($o), ' ', json_encode(get_object_vars($o)), "\n";
        } catch (Throwable $e) {
            echo "$m#$i: ", get_class($e), ': ', $e->getMessage(), "\n";
        }
    }
}
echo json_encode((new ReflectionMethod('C', 'named'))->getAttributes()[0]->getArguments()), "\n";
--EXPECT--
wrongTarget#0: Error: Attribute "OnlyClassOrFunction" cannot target method (allowed targets: class, function)
repeated#0: Error: Attribute "Once" must not be repeated
repeated#1: Error: Attribute "Once" must not be repeated
privateCtor#0: Error: Call to private PrivateCtor::__construct() from global scope
noCtorWithArgs#0: NoCtor []
noCtorNoArgs#0: NoCtor []
notAnAttribute#0: Error: Attempting to use non-attribute class "NotAnAttribute" as attribute
missingClass#0: Error: Attribute class "DoesNotExist" not found
badFlagsType#0: Error: Attribute::__construct(): Argument #1 ($flags) must be of type int, string given
badFlags#0: Error: Invalid attribute flags specified
named#0: Point {"x":1,"y":2,"z":30}
namedOnly#0: Point {"x":10,"y":2,"z":30}
unknownNamed#0: Error: Unknown named parameter $w
overwrites#0: Error: Named parameter $x overwrites previous argument
missing#0: ArgumentCountError: Point::__construct(): Argument #1 ($x) not passed
typeJuggled#0: Point {"x":1,"y":2,"z":3}
{"0":1,"z":30}
