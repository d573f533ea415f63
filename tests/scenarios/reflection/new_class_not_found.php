<?php
// newInstance() of an attribute whose class does not exist (also in a namespace), after
// asking the autoloader; getArguments() still works.
namespace App;

require __DIR__ . '/inc/helpers.php';

spl_autoload_register(function ($class) { echo "  autoload($class)\n"; });

#[Missing(1)]
#[\Fully\Missing]
#[\missing_lowercase]
class Target {}

foreach (attrs(fn() => (new \ReflectionClass(Target::class))->getAttributes()) as $a) {
    echo $a->getName(), ":\n";
    echo '  args: ', attempt(function () use ($a) { return $a->getArguments(); }), "\n";
    echo '  new:  ', attempt(function () use ($a) { return $a->newInstance(); }), "\n";
}
