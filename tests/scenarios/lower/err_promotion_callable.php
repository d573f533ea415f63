<?php
// A promoted parameter of type ?callable: PHP 8 names the type as written.
class C {
    public function __construct(
        public ?callable $x
    ) {}
}
