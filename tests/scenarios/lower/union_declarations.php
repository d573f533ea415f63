<?php
// Union types under attrsyntax.downgrade=exact where PHP 8 allows them: class names
// (imported, relative, fully qualified), self, parent, static as a return type, iterable,
// callable, false and null members, methods, closures, arrow functions, by-reference
// parameters and returns, variadics, promoted constructor parameters, a missing return,
// generators; the lines of the errors and their traces.
ini_set('attrsyntax.downgrade', 'exact');
require __DIR__ . '/inc/union_declarations.inc.php';
