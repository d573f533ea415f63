<?php
// The attribute class is found by autoloading at newInstance() (not before); its own
// #[Attribute] is read from the autoloaded declaration.
require __DIR__ . '/inc/helpers.php';

spl_autoload_register(function ($class) {
    echo "  autoload($class)\n";
    $file = __DIR__ . '/inc/autoload/' . $class . '.php';
    if (is_file($file)) {
        require $file;
    }
});

#[LazyAttr('given')]
class Target {}

#[LazyAttr]
function f() {}

$attrs = attrs(fn() => (new ReflectionClass('Target'))->getAttributes());
echo "got the attributes, class loaded: ", var_export(class_exists('LazyAttr', false), true), "\n";
echo 'args: ', attempt(function () use ($attrs) { return $attrs[0]->getArguments(); }), "\n";
echo "class loaded: ", var_export(class_exists('LazyAttr', false), true), "\n";
echo "newInstance:\n";
echo '  => ', attempt(function () use ($attrs) { return $attrs[0]->newInstance(); }), "\n";
echo "again:\n";
echo '  => ', attempt(function () use ($attrs) { return $attrs[0]->newInstance(); }), "\n";
echo "function:\n";
echo '  => ', attempt(function () { return (new ReflectionFunction('f'))->getAttributes()[0]->newInstance(); }), "\n";
echo "filter by IS_INSTANCEOF LazyAttr on the function:\n";
names('  =>', fn() => (new ReflectionFunction('f'))->getAttributes('LazyAttr', ReflectionAttribute::IS_INSTANCEOF));
