<?php
// 8.2: unexpected integer "1", expecting "function" or "fn" or "static" or "#["
$x = #[A]
    1;
