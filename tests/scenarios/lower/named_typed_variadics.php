<?php
// A typed variadic parameter collecting named arguments (PHP 8.0): each value checked and
// coerced in weak mode as PHP 8 does, PHP 8's TypeError for a value refused.
function t($a, ?int ...$n) { return $n; }
function c(stdClass ...$o) { return count($o); }
function s(string ...$s) { return $s; }
function r(Countable ...$o) { return count($o); }
// the positional values as coerced, where func_get_args() reads them
function g(string ...$s) { return [$s, func_get_args(), func_num_args()]; }
foreach ([
  fn() => t(1, 2, x: '3', y: null),
  fn() => t(1, x: 'a'),
  fn() => t(1, 2, x: 'a'),
  fn() => c(x: new stdClass),
  fn() => c(x: new ArrayObject),
  fn() => s(x: 5, y: 1.5),
  fn() => r(x: 5),
  fn() => g(1, 2.5, x: 3),
] as $f) {
  try { var_dump($f()); } catch (TypeError $e) { echo get_class($e), ': ', $e->getMessage(), ' @', $e->getLine(), "\n"; }
}
