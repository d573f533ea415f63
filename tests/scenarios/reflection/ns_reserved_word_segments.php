<?php
// Since PHP 8.0 a namespaced name is one token, so its segments may be reserved words:
// attribute names (and ::class in arguments) with such segments. Only the attributes use
// them, the rest of the file is PHP 7.4.
namespace App;

require __DIR__ . '/inc/helpers.php';

#[\Global\Route, Function\Tag, namespace\Match, Array\Of(\Static\Thing::class)]
class Target {}

dump_attributes('Target', fn() => (new \ReflectionClass(Target::class))->getAttributes());
names('filter Global\Route', fn() => (new \ReflectionClass(Target::class))->getAttributes('Global\Route'));
