<?php
// A file compiled while attrsyntax.compile_hook is off (an INI setting that does not exist
// on PHP 8, where ini_set() just returns false): its attributes are still reported.
require __DIR__ . '/inc/helpers.php';

@ini_set('attrsyntax.compile_hook', '0');
$closure = require __DIR__ . '/inc/hook_off_declarations.php';
@ini_restore('attrsyntax.compile_hook');

dump_attributes('class', fn() => (new ReflectionClass('HookOffClass'))->getAttributes());
dump_attributes('method', fn() => (new ReflectionMethod('HookOffClass', 'm'))->getAttributes());
names('parameter', fn() => (new ReflectionParameter(['HookOffClass', 'm'], 'x'))->getAttributes());
dump_attributes('function', fn() => (new ReflectionFunction('hook_off_function'))->getAttributes());
names('closure', fn() => (new ReflectionFunction($closure))->getAttributes());
