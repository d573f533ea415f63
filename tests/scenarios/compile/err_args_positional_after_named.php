<?php
// 8.2: Cannot use positional argument after named argument
class C {
    #[A(a: 1,
        2)]
    public $p;
}
