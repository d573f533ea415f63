<?php
// 8.2: Cannot combine nullsafe operator with Closure creation (a "?->" anywhere in the
// chain: the closure's creation cannot be short-circuited), on the method name's line
echo 'never printed';
$a = null;
$f = $a?->b['x']
    ->method(...);
