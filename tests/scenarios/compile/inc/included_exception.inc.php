<?php
// Included by run_include.php (not a scenario on its own).
#[Throws]
#[Also(
)]
function included_thrower() { throw new DomainException('from the included file'); }
