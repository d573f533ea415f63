<?php
// The Attribute class: its constants and their values, the flags property.
require __DIR__ . '/inc/helpers.php';

foreach (['TARGET_CLASS', 'TARGET_FUNCTION', 'TARGET_METHOD', 'TARGET_PROPERTY', 'TARGET_CLASS_CONSTANT',
    'TARGET_PARAMETER', 'TARGET_ALL', 'IS_REPEATABLE'] as $c) {
    show("Attribute::$c", function () use ($c) { return constant("Attribute::$c"); });
}
show('getConstants', function () { return (new ReflectionClass('Attribute'))->getConstants(); });
show('TARGET_ALL is the or of the six', function () {
    return Attribute::TARGET_ALL === (Attribute::TARGET_CLASS | Attribute::TARGET_FUNCTION | Attribute::TARGET_METHOD
        | Attribute::TARGET_PROPERTY | Attribute::TARGET_CLASS_CONSTANT | Attribute::TARGET_PARAMETER);
});
show('new Attribute()', function () { return new Attribute(); });
show('new Attribute()->flags', function () { return (new Attribute())->flags; });
show('new Attribute(Attribute::TARGET_METHOD)', function () { return new Attribute(Attribute::TARGET_METHOD); });
show('new Attribute(TARGET_CLASS | IS_REPEATABLE)->flags', function () {
    return (new Attribute(Attribute::TARGET_CLASS | Attribute::IS_REPEATABLE))->flags;
});
show('flags is writable', function () { $a = new Attribute(); $a->flags = 5; return $a->flags; });
// the constructor does not check the flags: only newInstance() of a user attribute does
show('new Attribute(1000)', function () { return new Attribute(1000); });
show('instanceof', function () { return new Attribute() instanceof Attribute; });
