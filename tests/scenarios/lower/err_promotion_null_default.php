<?php
// A null default does not make a promoted parameter nullable.
namespace App;
class C {
    public function __construct(
        public int
        $x = null
    ) {}
}
