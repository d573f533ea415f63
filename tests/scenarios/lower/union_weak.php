<?php
// Union types of parameters and returns under attrsyntax.downgrade=exact, weak mode:
// each conversion PHP 8.2 makes for a union (int, then float, then string, then bool),
// numeric strings, the deprecations of lossy floats, and the TypeErrors with their
// messages, lines and traces. The setting applies to the files compiled after it.
ini_set('attrsyntax.downgrade', 'exact');
set_error_handler(function ($no, $message, $file, $line) {
    echo "  [", $no === E_DEPRECATED ? 'deprecated' : $no, "] $message (", basename($file), ":$line)\n";
    return true;
});
require __DIR__ . '/inc/union_weak.inc.php';
