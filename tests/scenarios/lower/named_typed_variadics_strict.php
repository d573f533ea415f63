<?php
// A typed variadic parameter collecting named arguments under strict_types: an int
// stands for a float, nothing else is coerced; a by-reference typed variadic.
declare(strict_types=1);
function t($a, ?int ...$n) { return $n; }
function f(float ...$n) { return $n; }
function r(int &...$n) { foreach ($n as &$v) { $v++; } }
foreach ([
  fn() => t(1, 'a', x: 2),
  fn() => t(1, 2, x: '3'),
  fn() => f(1, x: 2),
  fn() => f(x: '2'),
] as $g) {
  try { var_dump($g()); } catch (TypeError $e) { echo get_class($e), ': ', $e->getMessage(), ' @', $e->getLine(), "\n"; }
}
$q = 1; r(x: $q); var_dump($q);
