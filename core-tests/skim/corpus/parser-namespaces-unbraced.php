A<?php
namespace First;
use Other\Thing as T;
#[T] class A {}
namespace Second;
#[T] class B {}
namespace Third\Sub;
use function Other\T;
use const Other\U;
#[T, U] class C {}
