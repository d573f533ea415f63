<?php
// 8.2: Cannot use "self" when no class scope is active
#[A(self::class)]
function f() {}
