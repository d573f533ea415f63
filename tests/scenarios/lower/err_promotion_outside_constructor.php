<?php
// A promoted parameter in a method that is not the constructor: PHP 8 stops at the method line.
echo "never printed\n";
class C {
    public function m(
        $a,
        public $x
    ) {}
}
