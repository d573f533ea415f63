<?php
// 8.2: "static::" is not allowed in compile-time constants
class C {
    #[A(static::X)]
    public function m() {}
}
