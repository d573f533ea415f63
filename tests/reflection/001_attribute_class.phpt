--TEST--
Reflection shim: the Attribute class (constants, $flags, constructor, itself an attribute for classes)
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
foreach (['TARGET_CLASS', 'TARGET_FUNCTION', 'TARGET_METHOD', 'TARGET_PROPERTY', 'TARGET_CLASS_CONSTANT', 'TARGET_PARAMETER', 'TARGET_ALL', 'IS_REPEATABLE'] as $c) {
    echo $c, ' = ', constant("Attribute::$c"), "\n";
}
$rc = new ReflectionClass('Attribute');
var_dump($rc->isFinal(), $rc->isInternal());
var_dump((new Attribute())->flags, (new Attribute(Attribute::TARGET_METHOD | Attribute::IS_REPEATABLE))->flags);
$p = $rc->getProperty('flags');
echo $p->getName(), ' public=', var_export($p->isPublic(), true), ' type=', $p->getType()->getName(), "\n";
$ctor = $rc->getConstructor();
echo $ctor->getNumberOfParameters(), ' ', $ctor->getParameters()[0]->getName(), ' optional=', var_export($ctor->getParameters()[0]->isOptional(), true), "\n";
foreach ($rc->getAttributes() as $a) {
    echo $a->getName(), ' ', json_encode($a->getArguments()), ' ', $a->newInstance()->flags, "\n";
}
#[Attribute(Attribute::TARGET_PROPERTY)]
class Mine {}
$a = (new ReflectionClass('Mine'))->getAttributes()[0];
echo $a->getName(), ' ', $a->getTarget(), ' ', $a->newInstance()->flags, "\n";
--EXPECT--
TARGET_CLASS = 1
TARGET_FUNCTION = 2
TARGET_METHOD = 4
TARGET_PROPERTY = 8
TARGET_CLASS_CONSTANT = 16
TARGET_PARAMETER = 32
TARGET_ALL = 63
IS_REPEATABLE = 64
bool(true)
bool(true)
int(63)
int(68)
flags public=true type=int
1 flags optional=true
Attribute [1] 1
Attribute 1 8
