<?php
// 8.2: two bad groups: the first attribute (in source order) is reported
#[A($x)]
#[B(...$y)]
function f() {}
