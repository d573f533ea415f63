<?php
// 8.2: cannot target parameter of a method; the line of the method's 'function' keyword
class C {
    public function m(
        #[Attribute] $a
    ) {}
}
