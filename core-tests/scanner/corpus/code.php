H<?php
# comment
// comment ?>
html <?= 0x8000000000000000 ?>
<? /** doc */ 9223372036854775808 0o17 1_000 .5e3 (int) ( string ) yield from $g;
match ($x) { default => fn&() => 1 };
__halt_compiler(); raw data
