<?php
// 8.2: Cannot use positional argument after named argument (on the line of the last named value)
function f(...$a) {}
echo "never printed";
f(
    1,
    a: 1,

    2
);
