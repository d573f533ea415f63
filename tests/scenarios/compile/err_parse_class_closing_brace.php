<?php
// 8.2: unexpected token "}", expecting "function" or "const"
class C {
    public function m() {}
    #[A]
}
