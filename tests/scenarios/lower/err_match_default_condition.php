<?php
// 8.2: syntax error, unexpected token "default", expecting "=>"
echo 'never printed';
$x = match (1) {
    1,
    default => 2,
};
