<?php
// 8.2: Can't use nullsafe operator in write context
echo 'never printed';
$a = null;
foreach ([1, 2] as $a?->b) {
}
