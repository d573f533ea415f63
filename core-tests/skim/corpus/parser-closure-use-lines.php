A<?php
$f = #[A(X)]
function (#[B] $p)
use (
 $a,
 $b
) {};
