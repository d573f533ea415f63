<?php yield

/** doc */

// one
# two
from $gen;