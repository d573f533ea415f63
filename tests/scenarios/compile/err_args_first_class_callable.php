<?php
// 8.2: Constant expression contains invalid operations (strlen(...) as an argument)
#[A(strlen(...))] function f() {}
