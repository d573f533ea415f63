<?php
// 8.2: Dynamic class names are not allowed in compile-time class constant references
#[A($x::X)] function f() {}
