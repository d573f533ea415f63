A<?php
/** doc */
#[A(/** inner */ 1)]
/** more */
function f() {}
