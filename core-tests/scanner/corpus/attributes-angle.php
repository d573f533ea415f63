D<?php
<<A(1 >> 2)>> <<B>>
function f(<<C>> $x) { return $x << 2 >> 1; }
${"a"} << B >> $c;
