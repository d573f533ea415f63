<?php
// 8.2: Constant expression contains invalid operations (an arrow fn in the arguments)
#[A(fn() => 1)] function f() {}
