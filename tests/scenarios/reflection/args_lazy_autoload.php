<?php
// Nothing is evaluated or autoloaded before it is needed: getAttributes() and getName()
// load nothing; getArguments() autoloads a class whose constant is used; newInstance()
// autoloads the attribute class; a failed autoload is retried each time.
require __DIR__ . '/inc/helpers.php';

spl_autoload_register(function ($class) {
    echo "  autoload($class)\n";
    $file = __DIR__ . '/inc/autoload/' . $class . '.php';
    if (is_file($file)) {
        require $file;
    }
});

#[LazyAttr(LazyConfig::VALUE)]
#[NeverLoaded(Nowhere::VALUE)]
class Target {}

echo "getAttributes:\n";
$attrs = attrs(fn() => (new ReflectionClass('Target'))->getAttributes());
echo "getName:\n";
foreach ($attrs as $a) {
    echo '  ', $a->getName(), "\n";
}
echo "getTarget, isRepeated:\n";
foreach ($attrs as $a) {
    echo '  ', $a->getTarget(), ' ', var_export($a->isRepeated(), true), "\n";
}
echo "getArguments of LazyAttr:\n";
echo '  => ', attempt(function () use ($attrs) { return $attrs[0]->getArguments(); }), "\n";
echo "getArguments of LazyAttr again:\n";
echo '  => ', attempt(function () use ($attrs) { return $attrs[0]->getArguments(); }), "\n";
echo "newInstance of LazyAttr:\n";
echo '  => ', attempt(function () use ($attrs) { return $attrs[0]->newInstance(); }), "\n";
echo "getArguments of NeverLoaded:\n";
echo '  => ', attempt(function () use ($attrs) { return $attrs[1]->getArguments(); }), "\n";
echo "getArguments of NeverLoaded again:\n";
echo '  => ', attempt(function () use ($attrs) { return $attrs[1]->getArguments(); }), "\n";
echo "newInstance of NeverLoaded:\n";
echo '  => ', attempt(function () use ($attrs) { return $attrs[1]->newInstance(); }), "\n";
