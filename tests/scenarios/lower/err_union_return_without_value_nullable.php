<?php
// A union type PHP 8 refuses when compiling, under attrsyntax.downgrade=exact: the same
// error, file and line.
ini_set('attrsyntax.downgrade', 'exact');
require __DIR__ . '/inc/err_union_return_without_value_nullable.inc.php';
echo "not reached\n";
