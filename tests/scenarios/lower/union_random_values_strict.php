<?php
// Union types (PHP 8.0) in strict mode: union_random_values.php's calls compiled with
// strict_types=1.
// checked, not dropped: attrsyntax.downgrade=exact for the code eval() compiles
ini_set('attrsyntax.downgrade', 'exact');
require __DIR__ . '/inc/union_random.php';
union_random_run(20201126, true);
