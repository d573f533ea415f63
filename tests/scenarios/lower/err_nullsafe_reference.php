<?php
// 8.2: Cannot take reference of a nullsafe chain
echo 'never printed';
$a = null;
$x = &$a?->b;
