<?php
// __LINE__ (the line of the constant itself), __FILE__ and __DIR__ of the declaring file,
// also for a class declared in an included file.
require __DIR__ . '/inc/helpers.php';

#[L(__LINE__)]
#[Multi(
    __LINE__,
    [__LINE__ => __LINE__]
)]
class C
{
    #[L(__LINE__)] public function m() {}
}

#[F(__FILE__, __DIR__, __DIR__ . '/x', __FILE__ === __DIR__ . '/args_magic_file_line.php')]
function f() {}

require __DIR__ . '/inc/declared_elsewhere.php';

foreach (attrs(fn() => (new ReflectionClass('C'))->getAttributes()) as $a) {
    show($a->getName(), function () use ($a) { return $a->getArguments(); });
}
show('method', function () { return (new ReflectionMethod('C', 'm'))->getAttributes()[0]->getArguments(); });
show('function', function () { return (new ReflectionFunction('f'))->getAttributes()[0]->getArguments(); });
show('included class', function () { return (new ReflectionClass('DeclaredElsewhere'))->getAttributes()[0]->getArguments(); });
