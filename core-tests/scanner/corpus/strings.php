@<?php
$a = "x $b[0] $c[k] {$d->e} ${f} $g?->h \u{41}\x41\101";
$b = <<<EOT
  a {$x[<<<IN
  y
  IN]}
  EOT;
$c = <<<'N'
 raw
 N;
`ls $d`;
