<?php
// Promotion in an abstract constructor.
abstract class A {
    abstract public function __construct(
        public $x
    );
}
