<?php
// 8.2: Constant expression contains invalid operations (an interpolated string)
class C {
    #[A("{$x}")]
    public $p;
}
