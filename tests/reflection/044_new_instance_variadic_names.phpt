--TEST--
newInstance() and new in arguments pass named arguments no parameter takes to a user constructor's variadic parameter, by name, as PHP 8 does: defaults before them, a typed variadic's check, func_num_args(), an inherited constructor, a throw before the variadic parameter
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc';
// PHP 7.4's shim (the scenario named_variadic_checks.php compares it with 8.2, whose own
// debug build reports a leak of the names collected when a parameter before is not passed)
attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)]
class Counted
{
    public function __construct($a, $b = 'b', ...$rest)
    {
        echo json_encode([$a, $b, $rest, func_num_args(), func_get_args()]), "\n";
    }
}
#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)]
class Ints { public function __construct(int ...$rest) { echo json_encode([$rest, func_get_args()]), "\n"; } }
#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)]
class Child extends Counted {}
#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)]
class Holder { public function __construct($held) {} }
#[Attribute]
class First { public function __construct(array $first, ...$rest) { echo json_encode($rest), "\n"; } }

#[Counted(a: 1, z: 'zed')]
#[Counted(1, 2, 3, z: 'zed')]
#[Counted(b: 2, z: 'zed')]
#[Ints(x: 1, y: '2')]
#[Ints('3', 4, x: '5')]
#[Ints(x: 'no')]
#[Child(a: 'child', extra: true)]
#[Holder(new Counted(a: 'inner', z: 'inner z'))]
#[Holder(new Ints(x: 'bad'))]
#[First('not an array', k: 1)]
function f() {}

foreach ((new ReflectionFunction('f'))->getAttributes() as $a) {
    try {
        $a->newInstance();
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e instanceof TypeError && $a->getName() === 'First' ? 'First' : $e->getMessage(), "\n";
    }
}
new First([], 1, 2);
new Counted(1, 2, 3);
?>
--EXPECTF--
[1,"b",{"z":"zed"},1,[1]]
[1,2,{"0":3,"z":"zed"},3,[1,2,3]]
ArgumentCountError: Counted::__construct(): Argument #1 ($a) not passed
[{"x":1,"y":2},[]]
[{"0":3,"1":4,"x":5},[3,4]]
TypeError: Ints::__construct(): Argument #1 must be of type int, string given, called in %s on line %d
["child","b",{"extra":true},1,["child"]]
["inner","b",{"z":"inner z"},1,["inner"]]
TypeError: Ints::__construct(): Argument #1 must be of type int, string given
TypeError: First
[1,2]
[1,2,[3],3,[1,2,3]]
