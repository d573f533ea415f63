B@<?php
@@A ? B & $c : $d;
@@A &$x;
function f(@@A &$x, @@B ...$y) {}
