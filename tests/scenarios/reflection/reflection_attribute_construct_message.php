<?php
// new ReflectionAttribute() from outside: PHP 8's message for its private constructor.
require __DIR__ . '/inc/helpers.php';

show('new ReflectionAttribute()', function () { return new ReflectionAttribute(); });
class Sub
{
    public static function make() { return new ReflectionAttribute(); }
}
show('from a class', function () { return Sub::make(); });
