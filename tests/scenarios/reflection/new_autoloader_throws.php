<?php
// An autoloader that throws: its exception comes out of newInstance(), getArguments() and
// the IS_INSTANCEOF filter unchanged, and the next call tries again.
require __DIR__ . '/inc/helpers.php';

spl_autoload_register(function ($class) {
    echo "  autoload($class)\n";
    throw new RuntimeException("cannot load $class");
});

#[Missing(Elsewhere::VALUE)]
class Target {}

$a = attrs(fn() => (new ReflectionClass('Target'))->getAttributes())[0] ?? null;
echo 'getArguments: ', attempt(fn() => $a->getArguments()), "\n";
echo 'again: ', attempt(fn() => $a->getArguments()), "\n";
echo 'newInstance: ', attempt(fn() => $a->newInstance()), "\n";
echo 'IS_INSTANCEOF filter: ', attempt(fn() => (new ReflectionClass('Target'))->getAttributes('Filter', ReflectionAttribute::IS_INSTANCEOF)), "\n";
echo 'previous exception: ', attempt(function () use ($a) {
    try {
        $a->newInstance();
    } catch (Throwable $e) {
        return $e->getPrevious() === null ? 'none' : get_class($e->getPrevious());
    }
}), "\n";
