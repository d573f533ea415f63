<?php
// First-class callables of internal classes' methods (ArrayObject, DateTime, Closure,
// Exception, Generator): the closure as PHP 8.1 creates it, from 7.4's own functions.
$ao = new ArrayObject([3, 1, 2]);
$count = $ao->count(...);
var_dump($count(), (new ReflectionFunction($count))->getName());
$mk = DateTime::createFromFormat(...);
echo get_class($mk('Y-m-d', '2024-01-02')), ' ', $mk('Y-m-d', '2024-01-02')->format('Y'), "\n";
$from = Closure::fromCallable(...);
var_dump($from('strlen')('abc'));
$c = function () { return get_class($this); };
$bind = $c->bindTo(...);
var_dump($bind($ao)());
$call = $c->call(...);
var_dump($call(new stdClass));
$e = new Exception('m');
var_dump($e->getMessage(...)());
try { $ao->nope(...); } catch (Error $x) { echo $x->getMessage(), "\n"; }
$gen = (function () { yield 1; yield 2; })();
$next = $gen->current(...);
var_dump($next());
