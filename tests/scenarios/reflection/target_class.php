<?php
// Attributes of a class: several groups, several attributes per group, arguments.
require __DIR__ . '/inc/helpers.php';

#[Attribute(Attribute::TARGET_CLASS | Attribute::IS_REPEATABLE)]
class Tag
{
    public $value;
    public function __construct($value = null) { $this->value = $value; }
}

#[Tag('one')]
#[Tag('two'), Tag]
#[Unknown(1, 2)]
class Plain {}

class NoAttributes {}

dump_attributes('Plain', fn() => (new ReflectionClass('Plain'))->getAttributes());
dump_attributes('NoAttributes', fn() => (new ReflectionClass('NoAttributes'))->getAttributes());
dump_attributes('Tag', fn() => (new ReflectionClass('Tag'))->getAttributes());
dump_attributes('Exception', fn() => (new ReflectionClass('Exception'))->getAttributes());
class_alias('Plain', 'PlainAlias');
names('class_alias', fn() => (new ReflectionClass('PlainAlias'))->getAttributes());
show('keys', function () { return array_keys((new ReflectionClass('Plain'))->getAttributes()); });
