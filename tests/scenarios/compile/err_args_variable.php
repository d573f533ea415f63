<?php
// 8.2: Constant expression contains invalid operations; the 'class' line
#[A(
    $x
)]

class
C {}
