<?php
// Loaded by tests/scenarios/run.sh as auto_prepend_file on both runtimes (not a scenario):
// after a fatal error (compile errors of the scenario itself included, since this file runs
// before the scenario is compiled) it prints the error's TYPE, which the displayed
// "Fatal error:" does not tell apart (E_ERROR vs E_COMPILE_ERROR), and its line.
register_shutdown_function(function () {
    $e = error_get_last();
    if ($e === null || !($e['type'] & (E_ERROR | E_PARSE | E_CORE_ERROR | E_COMPILE_ERROR | E_USER_ERROR))) {
        return;
    }
    $names = [E_ERROR => 'E_ERROR', E_PARSE => 'E_PARSE', E_CORE_ERROR => 'E_CORE_ERROR',
        E_COMPILE_ERROR => 'E_COMPILE_ERROR', E_USER_ERROR => 'E_USER_ERROR'];
    echo "\n[shutdown] ", $names[$e['type']], ' in ', basename($e['file']), ':', $e['line'], ': ', $e['message'], "\n";
});
