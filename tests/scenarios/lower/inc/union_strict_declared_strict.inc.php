<?php
declare(strict_types=1);
// declared in strict mode
namespace DeclaredStrict;

function arg(int|string $x) { return $x; }
function number(float|bool $x) { return $x; }
function ret($x): int|string { return $x; }
function ret_float($x): float|array { return $x; }
