--TEST--
Reflection shim: PHP 8.2's other attribute classes (ReturnTypeWillChange, AllowDynamicProperties, SensitiveParameter) exist on 7.4 as on 8.2: newInstance() of the attributes that name them gives their objects, and each is itself #[Attribute] with its target
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc';
if (PHP_VERSION_ID >= 80000 && PHP_VERSION_ID < 80200) die('skip PHP 8.0 and 8.1 lack some of these classes');
?>
--FILE--
<?php
#[AllowDynamicProperties]
class C implements IteratorAggregate {
    #[ReturnTypeWillChange]
    function getIterator() { return new ArrayIterator([]); }
    function login(#[SensitiveParameter] $password) {}
}
$declared = [
    new ReflectionClass('C'),
    new ReflectionMethod('C', 'getIterator'),
    new ReflectionParameter(['C', 'login'], 0),
];
foreach ($declared as $r) {
    foreach ($r->getAttributes() as $a) {
        $o = $a->newInstance();
        echo $a->getName(), ' ', $a->getTarget(), ' ', json_encode($a->getArguments()), ' -> ', get_class($o), "\n";
    }
}
foreach (['ReturnTypeWillChange', 'AllowDynamicProperties', 'SensitiveParameter', 'Attribute'] as $class) {
    $r = new ReflectionClass($class);
    $own = $r->getAttributes();
    echo $class, ': ', $r->isFinal() ? 'final' : 'not final', ', internal: ', var_export($r->isInternal(), true),
        ', #[', $own[0]->getName(), '(', $own[0]->getArguments()[0], ')] -> ',
        get_class($own[0]->newInstance()), ' flags ', $own[0]->newInstance()->flags, ', ',
        count($r->getAttributes(Attribute::class, ReflectionAttribute::IS_INSTANCEOF)), "\n";
}
var_dump(new ReturnTypeWillChange() instanceof ReturnTypeWillChange);
?>
--EXPECT--
AllowDynamicProperties 1 [] -> AllowDynamicProperties
ReturnTypeWillChange 4 [] -> ReturnTypeWillChange
SensitiveParameter 32 [] -> SensitiveParameter
ReturnTypeWillChange: final, internal: true, #[Attribute(4)] -> Attribute flags 4, 1
AllowDynamicProperties: final, internal: true, #[Attribute(1)] -> Attribute flags 1, 1
SensitiveParameter: final, internal: true, #[Attribute(32)] -> Attribute flags 32, 1
Attribute: final, internal: true, #[Attribute(1)] -> Attribute flags 1, 1
bool(true)
