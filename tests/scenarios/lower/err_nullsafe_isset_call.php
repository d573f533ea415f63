<?php
// 8.2: Cannot use isset() on the result of an expression (you can use "null !== expression" instead)
echo 'never printed';
$a = null;
var_dump(isset($a?->b()));
