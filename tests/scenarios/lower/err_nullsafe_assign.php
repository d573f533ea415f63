<?php
// 8.2: Can't use nullsafe operator in write context
echo 'never printed';
$a = null;
$a?->b->c = 1;
