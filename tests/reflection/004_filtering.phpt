--TEST--
Reflection shim: getAttributes() filtering by name and with IS_INSTANCEOF (autoloading), PHP 8 errors for a missing class and invalid flags
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
// filtering by name (exact, case-insensitive) and by class hierarchy with IS_INSTANCEOF
// (autoloading the filter class), PHP 8's errors for a missing filter class and bad flags
interface Route {}
#[Attribute] class Get implements Route {}
#[Attribute] class Post implements Route {}
#[Attribute] class Other {}

#[Get, Post, Other, Unknown]
class Controller {}

spl_autoload_register(function ($class) {
    echo "autoload($class)\n";
    if ($class === 'Lazy') {
        eval('interface Lazy {}');
    }
});

$r = new ReflectionClass('Controller');
$names = function (array $attributes) {
    return implode(', ', array_map(function ($a) { return $a->getName(); }, $attributes)) . "\n";
};
echo 'all: ', $names($r->getAttributes());
echo 'Get: ', $names($r->getAttributes('Get'));
echo 'gET: ', $names($r->getAttributes('gET'));
echo '\Get: ', $names($r->getAttributes('\Get'));
echo 'Route: ', $names($r->getAttributes('Route'));
echo 'Route instanceof: ', $names($r->getAttributes('Route', ReflectionAttribute::IS_INSTANCEOF));
echo 'route instanceof: ', $names($r->getAttributes('route', ReflectionAttribute::IS_INSTANCEOF));
echo 'Unknown: ', $names($r->getAttributes('Unknown'));
echo 'Lazy instanceof: ', $names($r->getAttributes('Lazy', ReflectionAttribute::IS_INSTANCEOF));
foreach ([['Missing', ReflectionAttribute::IS_INSTANCEOF], [null, ReflectionAttribute::IS_INSTANCEOF], ['Get', 1], ['Get', 3], [null, -1]] as [$name, $flags]) {
    try {
        echo json_encode([$name, $flags]), ': ', $names($r->getAttributes($name, $flags));
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
--EXPECT--
all: Get, Post, Other, Unknown
Get: Get
gET: Get
\Get: 
Route: 
Route instanceof: autoload(Unknown)
Get, Post
route instanceof: autoload(Unknown)
Get, Post
Unknown: Unknown
Lazy instanceof: autoload(Lazy)
autoload(Unknown)

["Missing",2]: autoload(Missing)
Error: Class "Missing" not found
[null,2]: Get, Post, Other, Unknown
["Get",1]: ValueError: ReflectionClass::getAttributes(): Argument #2 ($flags) must be a valid attribute filter flag
["Get",3]: ValueError: ReflectionClass::getAttributes(): Argument #2 ($flags) must be a valid attribute filter flag
[null,-1]: ValueError: ReflectionClass::getAttributes(): Argument #2 ($flags) must be a valid attribute filter flag
