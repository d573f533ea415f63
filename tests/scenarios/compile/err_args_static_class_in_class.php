<?php
// 8.2: static::class cannot be used for compile-time class name resolution
#[A(static::class)]
class C {}
