<?php
// Included by err_in_include.php (not a scenario on its own): a compile error on line 7.
#[Route('/ok')]
function fine() {}
#[
    Attribute
] function
bad() {}
