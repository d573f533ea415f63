<?php
// ReflectionAttribute::IS_INSTANCEOF: by class and interface hierarchy, autoloading the
// filter class (and the attribute classes being compared), case-insensitive.
require __DIR__ . '/inc/helpers.php';

spl_autoload_register(function ($class) {
    echo "  autoload($class)\n";
    if ($class === 'LateInterface') {
        eval('interface LateInterface {}');
    }
});

interface Marker {}
#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)]
class Base implements Marker {}
#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)]
class Child extends Base {}
#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)]
class Unrelated {}

#[Base, Child, Unrelated, NotDeclared, Child(1)]
class Target {}

$r = new ReflectionClass('Target');
foreach (['Base', 'Child', 'Marker', 'marker', 'Unrelated', 'Attribute', 'stdClass', '\Base'] as $filter) {
    names("IS_INSTANCEOF $filter", function () use ($r, $filter) { return $r->getAttributes($filter, ReflectionAttribute::IS_INSTANCEOF); });
}
names('IS_INSTANCEOF LateInterface (autoloaded)', function () use ($r) { return $r->getAttributes('LateInterface', ReflectionAttribute::IS_INSTANCEOF); });
names('without the flag, Base', function () use ($r) { return $r->getAttributes('Base'); });
names('flag 2 as an int', function () use ($r) { return $r->getAttributes('Marker', 2); });
names('flag, no name', function () use ($r) { return $r->getAttributes(null, ReflectionAttribute::IS_INSTANCEOF); });
$m = #[Child] fn() => 1;
names('closure', function () use ($m) { return (new ReflectionFunction($m))->getAttributes('Marker', ReflectionAttribute::IS_INSTANCEOF); });
