<?php
// User subclasses of every Reflection class call getAttributes() (inherited, and through
// parent:: from an override).
require __DIR__ . '/inc/helpers.php';

#[OnClass('c')]
class Target
{
    #[OnConst] const K = 1;
    #[OnProp] public $p;
    #[OnMethod] public function m(#[OnParam] $x) {}
}
#[OnFunction]
function fn_target() {}

class MyClass extends ReflectionClass {}
class MyObject extends ReflectionObject {}
class MyMethod extends ReflectionMethod
{
    public function getAttributes($name = null, $flags = 0): array
    {
        echo "  (MyMethod::getAttributes)\n";
        return parent::getAttributes($name, $flags);
    }
}
class MyFunction extends ReflectionFunction {}
class MyProperty extends ReflectionProperty {}
class MyConstant extends ReflectionClassConstant {}
class MyParameter extends ReflectionParameter {}

dump_attributes('MyClass', fn() => (new MyClass('Target'))->getAttributes());
dump_attributes('MyObject', fn() => (new MyObject(new Target()))->getAttributes());
dump_attributes('MyMethod', fn() => (new MyMethod('Target', 'm'))->getAttributes());
dump_attributes('MyMethod filtered', fn() => (new MyMethod('Target', 'm'))->getAttributes('OnMethod'));
dump_attributes('MyFunction', fn() => (new MyFunction('fn_target'))->getAttributes());
dump_attributes('MyProperty', fn() => (new MyProperty('Target', 'p'))->getAttributes());
dump_attributes('MyConstant', fn() => (new MyConstant('Target', 'K'))->getAttributes());
dump_attributes('MyParameter', fn() => (new MyParameter(['Target', 'm'], 'x'))->getAttributes());
