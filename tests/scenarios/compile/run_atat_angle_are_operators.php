<?php
// "@@" and "<<"/">>" are operators unless asked otherwise: silenced calls and shifts keep
// their PHP 7 meaning, also right after a real #[...] attribute and in declarations' bodies.
const B = 1;
class K { const C = 3; public static $d = 1; public static function m() { return 5; } }
function f() { return 2; }
$a = 256;
$c = 1;
$out = [];
$out[] = @@strlen('abc');
$out[] = @@@intdiv(7, 2);
$out[] = @@f();
$out[] = @@K::m();
$out[] = @@K::$d;
$out[] = $a << B >> $c;
$out[] = 1 << 2 >> 1;
$out[] = $a << K::C >> K::$d;
$out[] = <<<EOT
<<A>> @@B #[C]
EOT;
#[Real] function g() { return @@f() << 1 >> B; } $out[] = g();
$h = #[Real] fn($v) => $v << B;
$out[] = $h(4);
#[Real(1 << 2 >> 1, B << 1)] class L { #[X] public function m() { return @@intdiv(9, 3); } }
$out[] = (new L)->m();
echo implode("\n", $out), "\n";
