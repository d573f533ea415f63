<?php
// 8.2: Match expressions may only contain one default arm
echo 'never printed';
$x = match (1) {
    1 => 1,
    default => 2,
    default
        => 3,
};
