<?php
// Coexistence with symfony/polyfill-php80: its classmap autoloader would load a userland
// Attribute stub, but only if no class Attribute exists; with native PHP 8 and with the
// shim the stub is never loaded, so Attribute is never declared twice and stays internal.
require __DIR__ . '/inc/helpers.php';

$classmap = ['Attribute' => __DIR__ . '/inc/polyfill/Attribute.php'];
spl_autoload_register(function ($class) use ($classmap) {
    echo "  autoload($class)\n";
    if (isset($classmap[$class])) {
        require $classmap[$class];
    }
}, true, true);

// the polyfill's bootstrap style: declare only what is missing
if (!class_exists('Attribute')) {
    require __DIR__ . '/inc/polyfill/Attribute.php';
}

#[Attribute(Attribute::TARGET_METHOD)]
class OnMethods {}

class Target
{
    #[OnMethods] public function m() {}
}

show('class_exists', function () { return class_exists('Attribute'); });
show('internal', function () { return (new ReflectionClass('Attribute'))->isInternal(); });
show('TARGET_ALL', function () { return Attribute::TARGET_ALL; });
show('new Attribute()', function () { return new Attribute(); });
show('new OnMethods attribute', function () { return (new ReflectionMethod('Target', 'm'))->getAttributes()[0]->newInstance(); });
show('OnMethods flags', function () { return (new ReflectionClass('OnMethods'))->getAttributes()[0]->newInstance()->flags; });
show('instanceof Attribute', function () { return (new ReflectionClass('OnMethods'))->getAttributes()[0]->newInstance() instanceof Attribute; });
show('class_exists again', function () { return class_exists('attribute', true); });
show('declared once', function () {
    return count(array_filter(get_declared_classes(), function ($c) { return strtolower($c) === 'attribute'; }));
});
