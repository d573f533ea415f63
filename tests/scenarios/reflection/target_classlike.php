<?php
// Interfaces, traits, abstract and final classes, and their getTarget().
require __DIR__ . '/inc/helpers.php';

#[OnInterface('i')]
interface Shape {}

#[OnTrait('t')]
trait Helper {}

#[OnAbstract('a')]
abstract class Base implements Shape {}

#[OnFinal('f'), Another]
final class Leaf extends Base { use Helper; }

foreach (['Shape', 'Helper', 'Base', 'Leaf'] as $c) {
    dump_attributes($c, fn() => (new ReflectionClass($c))->getAttributes());
}
