A@<?php
interface I { function f(array $a = []); }
class L { use T { a as protected b; } public $r; #[H] const C = 1; }
abstract class M { abstract function g($x = array(1)); use T { c as d; } public $s; }
function q() { Foo::__halt_compiler(); }
#[Z] function w() { }
