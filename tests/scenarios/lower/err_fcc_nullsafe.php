<?php
// 8.2: Cannot combine nullsafe operator with Closure creation
echo 'never printed';
$a = null;
$f = $a?->method(...);
