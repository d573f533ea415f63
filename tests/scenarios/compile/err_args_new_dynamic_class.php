<?php
// 8.2: Cannot use dynamic class name in constant expression
#[A(new $x)] function f() {}
