<?php
// 8.2: Cannot use anonymous class in constant expression
#[A(new class {})] function f() {}
