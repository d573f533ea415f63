<?php
// attrsyntax.downgrade=all: a program correct on PHP 8 runs the same on PHP 7.4 with
// union, intersection and PHP 8's own types and readonly dropped (their reflection
// differs: see docs/differences.md, Lowering). The setting applies to the files
// compiled after it; on PHP 8 it does not exist and ini_set() does nothing.
ini_set('attrsyntax.downgrade', 'all');
require __DIR__ . '/inc/downgrade_all_types.inc.php';
