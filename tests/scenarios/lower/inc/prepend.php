<?php
// Loaded by tests/scenarios/run.sh as auto_prepend_file (not a scenario): the compile
// suite's, which prints the type and line of a fatal error.
require __DIR__ . '/../../compile/inc/prepend.php';
