<?php
// Annotation readers (doctrine/annotations style) keep working next to attributes: doc
// comments before, between and after attribute groups are still returned by getDocComment().
require __DIR__ . '/inc/helpers.php';

/**
 * @Entity(table="users")
 */
#[Entity('users')]
class DocFirst
{
    /** @Column(type="string") */
    #[Column('string')]
    public $name;

    #[Route('/x')]
    /** @Route("/x") */
    public function attrFirst() {}

    /** @Param */
    public function param(/** not kept */ #[P] $x) {}
}

#[Entity]
/** @Entity */
class AttrFirst {}

foreach ([new ReflectionClass('DocFirst'), new ReflectionProperty('DocFirst', 'name'),
    new ReflectionMethod('DocFirst', 'attrFirst'), new ReflectionMethod('DocFirst', 'param'),
    new ReflectionClass('AttrFirst')] as $r) {
    echo get_class($r), ' ', $r->getName(), ":\n";
    echo '  doc: ', var_export($r->getDocComment(), true), "\n";
    names('  attributes', fn() => $r->getAttributes());
}
names('parameter', fn() => (new ReflectionMethod('DocFirst', 'param'))->getParameters()[0]->getAttributes());
