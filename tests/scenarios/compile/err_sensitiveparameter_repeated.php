<?php
// 8.2: SensitiveParameter must not be repeated; the function's line
function f(
    $a,
    #[SensitiveParameter]
    #[SensitiveParameter]
    $b
) {}
