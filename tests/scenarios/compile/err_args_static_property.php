<?php
// 8.2: Constant expression contains invalid operations (Foo::$x)
#[A(Foo::$x)] function f() {}
