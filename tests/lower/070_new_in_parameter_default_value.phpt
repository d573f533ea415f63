--TEST--
Lowering: ReflectionParameter::getDefaultValue() of a default built with new (PHP 8.1) makes a new object at each call, with names, imports, self:: and named arguments resolved as written; __toString() writes the default as PHP 8.2 does
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
namespace Shop;

use ArrayObject as Bag;

class Money
{
    public function __construct(public int $amount = 0, public string $currency = 'EUR') { echo "Money\n"; }
}

class Cart
{
    const CURRENCY = 'CHF';
    public function __construct(
        public Money $total = new Money(currency: self::CURRENCY),
        public Bag $lines = new Bag([new Money(1)]),
    ) {
    }
}

$params = (new \ReflectionMethod(Cart::class, '__construct'))->getParameters();
$a = $params[0]->getDefaultValue();
$b = $params[0]->getDefaultValue();
var_dump($a == $b, $a === $b, $a->currency);
var_dump($params[0]->isDefaultValueConstant(), $params[0]->getDefaultValueConstantName());
echo get_class($params[1]->getDefaultValue()), "\n";
echo $params[0], "\n", $params[1], "\n";
$f = function (Money $m = new Missing()) {};
try {
    (new \ReflectionFunction($f))->getParameters()[0]->getDefaultValue();
} catch (\Error $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
?>
--EXPECT--
Money
Money
bool(true)
bool(false)
string(3) "CHF"
bool(false)
NULL
Money
ArrayObject
Parameter #0 [ <optional> Shop\Money $total = new \Shop\Money(currency: self::CURRENCY) ]
Parameter #1 [ <optional> ArrayObject $lines = new \ArrayObject([new \Shop\Money(1)]) ]
Error: Class "Shop\Missing" not found
