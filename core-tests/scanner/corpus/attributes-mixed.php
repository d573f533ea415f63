G<?php <<A>> @@B #[C] function f() {} $a = @@A ? B & $c : <<<X
  {$y} $z[0]
  X;
