<?php
// declared in weak mode
namespace DeclaredWeak;

function arg(int|string $x) { return $x; }
function number(float|bool $x) { return $x; }
function ret($x): int|string { return $x; }
function ret_float($x): float|array { return $x; }
