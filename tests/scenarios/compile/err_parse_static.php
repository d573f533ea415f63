<?php
// 8.2: unexpected variable "$x", expecting "function" or "fn"
function f() {
    #[A] static $x = 1;
}
