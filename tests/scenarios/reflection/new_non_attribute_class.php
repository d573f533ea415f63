<?php
// newInstance() of a class that is not an attribute: no #[Attribute], an interface, a trait,
// a class with #[Attribute] only on a parent (not inherited), an internal class.
require __DIR__ . '/inc/helpers.php';

class PlainClass {}
interface AnInterface {}
trait ATrait {}
#[Attribute]
class AttrParent {}
class ChildOfAttr extends AttrParent {}
/** @Annotation */
class DocAnnotated {}

#[PlainClass, AnInterface, ATrait, ChildOfAttr, DocAnnotated, stdClass, Exception('x'), AttrParent]
class Target {}

foreach (attrs(fn() => (new ReflectionClass('Target'))->getAttributes()) as $a) {
    echo str_pad($a->getName(), 13), ' ', attempt(function () use ($a) { return $a->newInstance(); }), "\n";
}
