<?php <<<A
  {$a(@@B function f() {})}
  A;
