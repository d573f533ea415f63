<?php
// 8.2: (expression)::class cannot be used in constant expressions
#[A((1+1)::class)] function f() {}
