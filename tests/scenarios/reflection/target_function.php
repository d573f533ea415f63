<?php
// Functions: plain, by-reference, generators, conditionally declared, without attributes.
require __DIR__ . '/inc/helpers.php';

#[Pure]
#[Route('/a', methods: ['GET'])]
function plain() {}

#[ByRef] function &by_ref(array &$a) { return $a; }

#[Gen(1)]
function gen() { yield 1; }

if (true) {
    #[Conditional]
    function conditional() {}
}

function none() {}

foreach (['plain', 'by_ref', 'gen', 'conditional', 'none', 'strlen'] as $f) {
    dump_attributes($f, fn() => (new ReflectionFunction($f))->getAttributes());
}
