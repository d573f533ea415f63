<?php
// Union types (PHP 8.0) of parameters and returns in weak mode: 1,200 calls made up from a
// fixed seed, each of 19 unions (scalars, false, null, arrays, iterable, callable, object,
// classes) with one of 26 values that PHP 8 coerces, accepts or refuses in its own ways;
// each prints what the function got or returned, or PHP 8's TypeError. The same seed gives
// the same calls on every PHP from 7.1 on.
// checked, not dropped: attrsyntax.downgrade=exact for the code eval() compiles
ini_set('attrsyntax.downgrade', 'exact');
require __DIR__ . '/inc/union_random.php';
union_random_run(20201126, false);
