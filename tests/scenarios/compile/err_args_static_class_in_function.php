<?php
// 8.2: Cannot use "static" when no class scope is active
#[A(static::class)] function f() {}
