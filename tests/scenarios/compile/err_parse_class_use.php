<?php
// 8.2: unexpected token "use", expecting "function" or "const"
trait T {}
class C {
    #[A]
    use T;
}
