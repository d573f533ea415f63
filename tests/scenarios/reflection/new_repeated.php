<?php
// Repeated attributes: isRepeated() is true for every occurrence (repeatable or not, even
// across groups); newInstance() of a non-repeatable repeated one fails with PHP 8's message,
// IS_REPEATABLE allows it; the same name on another declaration is not a repeat;
// case-insensitive names count as the same.
require __DIR__ . '/inc/helpers.php';

#[Attribute] class Once {}
#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)] class Many { public $n; public function __construct($n = 0) { $this->n = $n; } }
#[Attribute(Attribute::TARGET_METHOD | Attribute::IS_REPEATABLE)] class ManyMethodsOnly {}

#[Once, Many(1)]
#[Many(2), once]
#[Single]
class Target
{
    #[Once] public function other() {}
    #[ManyMethodsOnly, ManyMethodsOnly] public function m() {}
}
#[ManyMethodsOnly, ManyMethodsOnly] function f() {}

foreach (attrs(fn() => (new ReflectionClass('Target'))->getAttributes()) as $a) {
    echo str_pad($a->getName(), 6), ' repeated=', var_export($a->isRepeated(), true), ' ',
        attempt(function () use ($a) { return $a->newInstance(); }), "\n";
}
foreach ([new ReflectionMethod('Target', 'other'), new ReflectionMethod('Target', 'm'), new ReflectionFunction('f')] as $r) {
    foreach (attrs(fn() => $r->getAttributes()) as $a) {
        echo $r->getName(), ' ', $a->getName(), ' repeated=', var_export($a->isRepeated(), true), ' ',
            attempt(function () use ($a) { return $a->newInstance(); }), "\n";
    }
}
names('filtered to Once', fn() => (new ReflectionClass('Target'))->getAttributes('Once'));
show('filtered Once still repeated', function () { return (new ReflectionClass('Target'))->getAttributes('Once')[0]->isRepeated(); });
