<?php
// Union types under attrsyntax.downgrade=exact and strict_types: an argument is checked
// in the mode of the file that calls, a return value in the mode of the file that
// declares the function (PHP 8's rules); in strict mode only an int passes for a float.
ini_set('attrsyntax.downgrade', 'exact');
require __DIR__ . '/inc/union_strict_declared_weak.inc.php';
require __DIR__ . '/inc/union_strict_declared_strict.inc.php';
require __DIR__ . '/inc/union_strict_caller_strict.inc.php';
require __DIR__ . '/inc/union_strict_caller_weak.inc.php';
