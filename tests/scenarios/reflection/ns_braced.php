<?php
// Braced namespaces, one of them global: each resolves names with its own imports.
namespace First {
    require __DIR__ . '/inc/helpers.php';

    use Lib\Tag as T;

    #[T('first'), Plain, \Absolute]
    class A {}
}

namespace Second {
    use Lib\Tag as T, Lib\Other;

    #[T('second'), Plain, Other\Deep]
    class A {}

    #[T] function f() {}
}

namespace {
    use Lib\Tag as T;

    #[T('global'), Plain]
    class A {}

    foreach (['First\A', 'Second\A', 'A'] as $c) {
        dump_attributes($c, fn() => (new ReflectionClass($c))->getAttributes());
    }
    names('Second\f', fn() => (new ReflectionFunction('Second\f'))->getAttributes());
}
