A@<?php
namespace N;
use function A\B\{f, g};
use A\{C, D};
function h($a = array()) {
	$s = "x {$a[0]} ${b} $c[1] $d->e";
	$t = 'it\'s } { ';
	/* } */ // }
	# }
	if ($a) { return Foo::class . $a->function . X::fn(); }
	$f = function () use ($a) { return #[A(1)] fn() => 1; };
	$o = new #[B] class { public $p; };
}
#[E(1)]
class K { function m(int $x): ?array { return [$x, <<<EOT
  {$x}
  EOT
]; } #[F] public $q; }
function z() { if (1) { ?>html<?php } }
#[G] function y() {}
