<?php
// A variadic promoted parameter.
class C {
    public function __construct(
        public
        ...$x
    ) {}
}
