<?php
// attrsyntax_get_attributes() with bad input: the errors of $r->getAttributes() (invalid
// flags, a missing IS_INSTANCEOF class); not a Reflector at all (only the error class:
// engine wording differs).
require __DIR__ . '/inc/helpers.php';

#[A]
function f() {}

$r = new ReflectionFunction('f');
show('flags 1', fn() => attrsyntax_get_attributes($r, 'A', 1));
show('flags -1', fn() => attrsyntax_get_attributes($r, null, -1));
show('IS_INSTANCEOF Missing', fn() => attrsyntax_get_attributes($r, 'Missing', ReflectionAttribute::IS_INSTANCEOF));
echo 'not a Reflector: ', attempt_class_only(fn() => attrsyntax_get_attributes(new stdClass())), "\n";
show('fine after all that', fn() => count(attrsyntax_get_attributes($r)));
