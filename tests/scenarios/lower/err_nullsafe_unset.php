<?php
// 8.2: Can't use nullsafe operator in write context
echo 'never printed';
function f($a) {
    unset($a?->b);
}
