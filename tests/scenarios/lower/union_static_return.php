<?php
// static and ?static as return types under attrsyntax.downgrade=exact: checked against the
// called class as PHP 8 checks them, PHP 8's messages (the called class's name).
ini_set('attrsyntax.downgrade', 'exact');
require __DIR__ . '/inc/union_static_return.inc.php';
