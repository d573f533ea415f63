<?php
// Class constants in the declaring class's scope: public ones by name, private and
// protected ones via self:: and parent::, constants of interfaces, chains of constants.
require __DIR__ . '/inc/helpers.php';

interface HasI { const I = 'interface'; }

class Config
{
    const PUB = 'public';
    const CHAIN = self::PUB . '+chain';
    protected const PROT = 'protected';
    private const PRIV = 'private';
}

#[OnClass(self::OWN, self::SECRET, parent::PROT, Config::PUB, Config::CHAIN, self::I, HasI::I, parent::CHAIN)]
class Child extends Config implements HasI
{
    private const SECRET = 'child private';
    const OWN = 'own';

    #[OnConst(self::SECRET)] const K = 1;
    #[OnProp(self::SECRET, parent::PUB)] public $p;
    #[OnMethod(self::OWN)] public function m(#[OnParam(self::SECRET)] $x) {}
}

class GrandChild extends Child {}

dump_attributes('class', fn() => (new ReflectionClass('Child'))->getAttributes());
names('K', fn() => (new ReflectionClassConstant('Child', 'K'))->getAttributes());
show('K args', function () { return (new ReflectionClassConstant('Child', 'K'))->getAttributes()[0]->getArguments(); });
show('p args', function () { return (new ReflectionProperty('Child', 'p'))->getAttributes()[0]->getArguments(); });
show('m args', function () { return (new ReflectionMethod('Child', 'm'))->getAttributes()[0]->getArguments(); });
show('m $x args', function () { return (new ReflectionMethod('Child', 'm'))->getParameters()[0]->getAttributes()[0]->getArguments(); });
// through the subclass: still the declaring class's scope (self:: is Child)
show('GrandChild::p args', function () { return (new ReflectionProperty('GrandChild', 'p'))->getAttributes()[0]->getArguments(); });
show('GrandChild::m args', function () { return (new ReflectionMethod('GrandChild', 'm'))->getAttributes()[0]->getArguments(); });
