<?php
// 8.2: a class constant's value is compiled before its attributes
class C {
    #[A(foo())] const X = static::Y;
}
