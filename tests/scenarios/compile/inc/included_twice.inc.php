<?php
// Included by run_include.php more than once (not a scenario on its own).
$counter = ($counter ?? 0) + 1;
return #[A(
    'counter'
)] function () use ($counter) { return "call $counter at line " . __LINE__; };
