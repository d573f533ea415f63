<?php
// PHP 8's ParseError for malformed attribute groups, and for a group where the grammar has
// no place for one at all (the error is then reported at the "#[" token), caught from eval().
$snippets = [
    'unclosed group' => '#[A',
    'unclosed group, lines later' => "#[A\n\n",
    'unclosed arguments' => '#[A(',
    'unclosed arguments, lines later' => "#[A(1,\n2,\n",
    'unclosed array in arguments' => "#[A([1,\n",
    'mismatched bracket' => '#[A(]) class C {}',
    'mismatched bracket, multi-line' => "#[A(\n1\n]\nclass C {}",
    'empty group' => '#[] class C {}',
    'only a comma' => '#[,] class C {}',
    'integer as name' => '#[1] class C {}',
    'variable as name' => '#[$x] class C {}',
    'variable as name, multi-line' => "#[\n\$x\n] class C {}",
    'class constant as name' => '#[A::B] class C {}',
    'property fetch as name' => '#[A->b] class C {}',
    'keyword list as name' => '#[list] class C {}',
    'keyword array as name' => '#[array] class C {}',
    'keyword fn as name' => '#[Fn] function f() {}',
    'missing closing bracket' => '#[A class C {}',
    'missing comma' => '#[A B] class C {}',
    'partial application' => '#[A(1, ...)] class C {}',
    'dynamic class constant' => '#[A(X::{$y})] function f() {}',
    'unterminated string' => "#[A('x)] function f() {}",
    'unterminated comment' => '#[A(/* x)] function f() {}',
    'nested group' => '#[A(#[B] 1)] function f() {}',
    'group in an echo list' => 'echo 1 #[A];',
    'group in an array' => '$a = [1 #[A]];',
    'group between case labels' => 'switch (1) { #[A] case 1: }',
    'group in trait adaptations' => 'class C { use T { #[A] f as g; } }',
    'group after static' => '$a = #[A] #[B] static #[C] function () {};',
    'group before catch' => 'try {} #[A] catch (E $e) {}',
    'group before an open tag' => '#[A] <?php',
    'group after an operand' => '$x = 1 #[A] + 2;',
];
foreach ($snippets as $name => $code) {
    try {
        eval($code);
        echo str_pad($name, 34), " no error\n";
    } catch (ParseError $e) {
        echo str_pad($name, 34), ' line ', $e->getLine(), ': ', $e->getMessage(), "\n";
    }
}
