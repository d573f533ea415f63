<?php
// 8.2: Cannot take reference of a nullsafe chain
echo 'never printed';
$f = fn&($a) => $a?->b;
