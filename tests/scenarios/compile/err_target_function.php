<?php
// 8.2: cannot target function; the line of the 'function' keyword, not of the group or the name
#[
    Attribute
]
function
&
f() {}
