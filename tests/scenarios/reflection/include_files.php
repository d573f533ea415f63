<?php
// Declarations with attributes in included files (cached by opcache in the shm and file
// modes of run.sh): included once, included again for closures and anonymous classes.
require __DIR__ . '/inc/helpers.php';

require __DIR__ . '/inc/included_declarations.php';
$made = [];
for ($i = 0; $i < 2; $i++) {
    $made[] = include __DIR__ . '/inc/included_values.php';
}

dump_attributes('IncludedClass', fn() => (new ReflectionClass('IncludedClass'))->getAttributes());
dump_attributes('IncludedClass::m', fn() => (new ReflectionMethod('IncludedClass', 'm'))->getAttributes());
dump_attributes('IncludedClass::m $x', fn() => (new ReflectionMethod('IncludedClass', 'm'))->getParameters()[0]->getAttributes());
dump_attributes('IncludedClass::$p', fn() => (new ReflectionProperty('IncludedClass', 'p'))->getAttributes());
dump_attributes('IncludedClass::K', fn() => (new ReflectionClassConstant('IncludedClass', 'K'))->getAttributes());
dump_attributes('included_function', fn() => (new ReflectionFunction('Inc\included_function'))->getAttributes());
foreach ($made as $i => $pair) {
    names("include $i closure", fn() => (new ReflectionFunction($pair['closure']))->getAttributes());
    show("include $i closure args", function () use ($pair) { return (new ReflectionFunction($pair['closure']))->getAttributes()[0]->getArguments(); });
    names("include $i anonymous class", fn() => (new ReflectionObject($pair['object']))->getAttributes());
}
