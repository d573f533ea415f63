<?php
// 8.2: the included file's compile error, reported in that file, after this file's output
echo "before the include\n";
include __DIR__ . '/inc/attribute_error.inc.php';
echo "never printed\n";
