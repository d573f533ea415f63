<?php
// 8.2: syntax error, unexpected token "}", expecting "=>"
echo 'never printed';
$x = match (1) {
    1, 2
};
