<?php
// 8.2: Constant expression contains invalid operations (a function call)
#[A(foo())] function f() {}
