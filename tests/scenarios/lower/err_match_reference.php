<?php
// 8.2: syntax error, unexpected token "&"
echo 'never printed';
$y = 1;
$x = match (1) {
    1 => &$y,
};
