<?php
// The same short names in two namespaces declared on one line.
namespace A { #[InA] function f(#[PA] $x) {} #[InA] class K { #[MA] function m() {} } } namespace B { #[InB] function f(#[PB] $x) {} #[InB] class K { #[MB] function m() {} } }

namespace {
    require __DIR__ . '/inc/helpers.php';

    foreach (['A', 'B'] as $ns) {
        names("$ns\\f", fn() => (new ReflectionFunction("$ns\\f"))->getAttributes());
        names("$ns\\f \$x", fn() => (new ReflectionParameter("$ns\\f", 'x'))->getAttributes());
        names("$ns\\K", fn() => (new ReflectionClass("$ns\\K"))->getAttributes());
        names("$ns\\K::m", fn() => (new ReflectionMethod("$ns\\K", 'm'))->getAttributes());
    }
}
