<?php
// The scenarios of named arguments bound to variables: the warnings' level and wording are
// PHP 7.4's there, the handler prints PHP 8's words; fill() writes into what it is given.
set_error_handler(function ($no, $message, $file, $line) {
    $message = preg_replace('/^Undefined offset: (\d+)$/', 'Undefined array key $1', $message);
    $message = preg_replace('/^Undefined index: (.*)$/', 'Undefined array key "$1"', $message);
    echo "  [warning] ", preg_replace('/^Undefined variable:? \$?(\w+)$/', 'Undefined variable $$1', $message),
        " (line $line)\n";
    return true;
});
function fill(&$into, $value = 'filled') { $into = $value; }
