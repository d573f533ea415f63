<?php
// PHP 8.1's compile error for new in an initializer: its message and line.
class C
{
    public function __construct(
        public $x = new class {},
    ) {}
}
