<?php
// Two visibilities: PHP 8 raises it while parsing, at the second modifier.
class C {
    public function __construct(
        public
        private $x
    ) {}
}
