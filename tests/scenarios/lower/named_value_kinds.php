<?php
// Named arguments whose values are every kind of expression: variables, properties,
// static properties, offsets of literals, nullsafe chains, calls, match, heredocs,
// assignments and increments: each value as PHP 8 computes it, and the variables and
// properties read are left unchanged.
function v($x) { return json_encode($x); }
class C { public $p = 'P'; public static $s = 'S'; const K = 'K'; public $arr = ['k' => 'ak']; }
$o = new C; $n = null; $a = ['k' => 'v', 'l' => [1]]; $name = 'a';
echo v(x: $o?->p), v(x: $n?->p), v(x: "str"[0]), v(x: [1, 2][1]), v(x: array(5)[0]), v(x: ($a['k'])), "\n";
echo v(x: C::$s), v(x: $$name), v(x: ${'name'}), v(x: $o::K), v(x: $a['k'] ?? null), v(x: $a['zz'] ?? 'dflt'), "\n";
echo v(x: (function () { return 'iife'; })()), v(x: match (1) { 1 => 'm', default => 'd' }), v(x: <<<EOT
heredoc $name
EOT), v(x: `echo shell`), v(x: $o->arr['k']), v(x: -$a['l'][0]), "\n";
$i = 0; echo v(x: $i++), v(x: $i), v(x: $j = 3), v(x: $j), "\n";
echo json_encode($a), json_encode(get_object_vars($o)), "\n";
