<?php
// ReflectionAttribute is not final in PHP 8.2: a subclass compiles, but cannot be
// constructed, and getAttributes() still returns ReflectionAttribute objects.
require __DIR__ . '/inc/helpers.php';

echo "before\n";
class MyAttribute extends ReflectionAttribute
{
    public function extra() { return 'extra:' . $this->getName(); }
}
echo "declared\n";

#[A(1)]
function f() {}

show('parent', function () { return get_parent_class('MyAttribute'); });
show('is subclass', function () { return is_subclass_of('MyAttribute', 'ReflectionAttribute'); });
echo 'new MyAttribute(): ', attempt_class_only(function () { return new MyAttribute(); }), "\n";
$attrs = attrs(fn() => (new ReflectionFunction('f'))->getAttributes());
show('class of the result', function () use ($attrs) { return get_class($attrs[0]); });
show('instanceof MyAttribute', function () use ($attrs) { return $attrs[0] instanceof MyAttribute; });
dump_attributes('f', $attrs);
