<?php
// Heredoc and nowdoc arguments (without interpolation), indented closing markers.
require __DIR__ . '/inc/helpers.php';

#[Doc(<<<EOT
line one
  line "two"
EOT, <<<'NOW'
raw $notAVariable \n
NOW)]
#[Indented(
    <<<EOT
        indented
          more
        EOT
)]
#[Concat(<<<A
a
A . <<<'B'
b
B)]
function f() {}

foreach (attrs(fn() => (new ReflectionFunction('f'))->getAttributes()) as $a) {
    echo $a->getName(), ': ', attempt(function () use ($a) { return $a->getArguments(); }), "\n";
}
