<?php
declare(strict_types=1);
// Attributes on declarations that are not at the top level: in if/else blocks, inside
// functions and methods, in loops (closures), and with strict_types in force.
if (PHP_VERSION_ID > 0) {
    #[Cond] function conditional() { return __LINE__; }
    #[Cond] class CondClass { #[M] public function m(#[P] int $i) { return $i + __LINE__; } }
} else {
    #[Never] function conditional() { return -1; }
}
function outer() {
    #[Inner]
    function inner_declared() { return __LINE__; }
    #[InnerClass] class InnerDeclared { #[P] public $p = __LINE__; }
    return inner_declared() . ' ' . (new InnerDeclared)->p;
}
$closures = [];
for ($i = 0; $i < 3; $i++) {
    $closures[] = #[Loop('i')] fn() => $i * 100 + __LINE__;
}
switch (1) {
    case 1:
        #[InSwitch] function in_switch() { return __LINE__; }
        break;
}
echo conditional(), ' ', (new CondClass)->m(1), ' ', outer(), ' ', in_switch(), "\n";
foreach ($closures as $c) {
    echo $c(), ' ';
}
echo "\n";
try {
    (new CondClass)->m('1');
} catch (TypeError $e) {
    echo "strict types kept: TypeError at line ", $e->getLine(), "\n";
}
