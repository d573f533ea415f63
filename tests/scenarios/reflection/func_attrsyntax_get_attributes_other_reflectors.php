<?php
// attrsyntax_get_attributes() given a Reflector that has no getAttributes() (what
// $r->getAttributes() does there: an undefined method).
require __DIR__ . '/inc/helpers.php';

#[A]
function f() {}

show('ReflectionExtension', fn() => attrsyntax_get_attributes(new ReflectionExtension('standard')));
show('ReflectionFunction still fine', fn() => count(attrsyntax_get_attributes(new ReflectionFunction('f'))));
