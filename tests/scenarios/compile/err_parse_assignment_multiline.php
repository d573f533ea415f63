<?php
// 8.2: unexpected variable "$x", on the line of $x
#[A(
    1
)]

$x = 1;
