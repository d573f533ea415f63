<?php
// IS_INSTANCEOF with a filter class that cannot be found: Class "X" not found, after
// trying the autoloader; without the flag, a missing class just matches nothing.
require __DIR__ . '/inc/helpers.php';

spl_autoload_register(function ($class) { echo "  autoload($class)\n"; });

#[Attribute]
class Known {}

#[Known]
class Target {}

$r = new ReflectionClass('Target');
names('IS_INSTANCEOF Missing', function () use ($r) { return $r->getAttributes('Missing', ReflectionAttribute::IS_INSTANCEOF); });
names('IS_INSTANCEOF Missing\Ns', function () use ($r) { return $r->getAttributes('Missing\Ns', ReflectionAttribute::IS_INSTANCEOF); });
names('IS_INSTANCEOF empty', function () use ($r) { return $r->getAttributes('', ReflectionAttribute::IS_INSTANCEOF); });
names('Missing without the flag', function () use ($r) { return $r->getAttributes('Missing'); });
names('method, IS_INSTANCEOF Missing', function () {
    return (new ReflectionMethod('ReflectionClass', 'getName'))->getAttributes('Missing', ReflectionAttribute::IS_INSTANCEOF);
});
