<?php
// An error in an included file: the including file goes on to the include.
echo "before\n";
try {
    include __DIR__ . "/inc/promotion_error.inc.php";
} finally {
    echo "finally\n";
}
