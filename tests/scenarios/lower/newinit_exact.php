<?php
// new in initializers with attrsyntax.downgrade=exact: lowered as with all (PHP 7.4 runs it
// as PHP 8.1 does). The setting applies to the files compiled after it; on PHP 8 it does
// not exist and ini_set() does nothing.
ini_set('attrsyntax.downgrade', 'exact');
require __DIR__ . '/inc/newinit_exact.inc.php';
