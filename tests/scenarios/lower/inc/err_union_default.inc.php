<?php
namespace N;

function ok(float|bool $a = 1, int|string $b = -2, array|false $c = [1, "k" => 2], string|bool $d = FALSE, int|string $e = null) {}
function f(
    string|bool $x = 1
) {}
