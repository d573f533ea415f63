--TEST--
new in attribute arguments (PHP 8.1): a new object at each getArguments() and newInstance(), named arguments bound to the constructor's parameters, its errors
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
#[Attribute]
class Sequentially { public function __construct(public array $constraints) {} }
class Length
{
    public static $made = 0;
    public function __construct(public int $min = 0, public ?int $max = null) { self::$made++; }
}
class NotBlank {}

#[Sequentially([new NotBlank(), new Length(max: 5)])]
function f() {}
#[Sequentially([new Length(min: 1, min: 2)])]
function g() {}

$a = (new ReflectionFunction('f'))->getAttributes()[0];
$one = $a->getArguments()[0];
$two = $a->getArguments()[0];
var_dump($one[1]->min, $one[1]->max, $one[1] === $two[1], Length::$made);
var_dump(get_class($a->newInstance()->constraints[0]), Length::$made);
try {
    (new ReflectionFunction('g'))->getAttributes()[0]->getArguments();
} catch (Error $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
?>
--EXPECT--
int(0)
int(5)
bool(false)
int(2)
string(8) "NotBlank"
int(3)
Error: Named parameter $min overwrites previous argument
