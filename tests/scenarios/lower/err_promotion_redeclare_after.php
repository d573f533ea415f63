<?php
// The property is declared after the constructor that promotes it: its own line.
class C {
    public function __construct(
        public $x
    ) {}
    public $x;
}
