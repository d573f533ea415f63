<?php
// Class constants with and without visibility, grouped declarations, interface constants.
require __DIR__ . '/inc/helpers.php';

interface HasConst
{
    #[InInterface]
    const I = 'i';
}

class Consts implements HasConst
{
    #[Plain] const PLAIN = 1;
    #[Pub('x')] public const PUB = 2;
    #[Prot] protected const PROT = 3;
    #[Priv] private const PRIV = 4;
    #[Group] const G1 = 5, G2 = 6;
    const NONE = 7;
}

foreach ((new ReflectionClass('Consts'))->getReflectionConstants() as $c) {
    dump_attributes($c->getName(), fn() => $c->getAttributes());
}
dump_attributes('new ReflectionClassConstant', fn() => (new ReflectionClassConstant('Consts', 'PRIV'))->getAttributes());
