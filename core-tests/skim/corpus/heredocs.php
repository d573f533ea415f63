A<?php
$a = <<<EOT
  #[x] {$b} ${c}
  EOTX
  EOT;
$b = <<<'NOW'
#[ {$x}
NOW;
$c = <<<"Q"
#[
Q
;
#[A] function f() {}
