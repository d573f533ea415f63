<?php
// The property is declared before the constructor that promotes it.
class C {
    public $x;
    public function __construct(
        public $x
    ) {}
}
