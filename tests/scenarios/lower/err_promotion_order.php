<?php
// The first error in compile order: the function before the class compiles first.
function f(public $y) {}
class C {
    public function __construct(public ...$x) {}
}
