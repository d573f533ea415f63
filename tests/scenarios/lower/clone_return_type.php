<?php
// A return type on __clone() (PHP 8.0 allows void, PHP 7.4 none): with
// attrsyntax.downgrade=all it is dropped (Reflection no longer shows it: see the
// docs/differences.md, Lowering); a function named __clone outside a class keeps it.
ini_set('attrsyntax.downgrade', 'all');
require __DIR__ . '/inc/clone_return_type.inc.php';
