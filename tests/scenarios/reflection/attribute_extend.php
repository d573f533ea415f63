<?php
// Attribute is final: extending it is a fatal error.
require __DIR__ . '/inc/helpers.php';

echo "before\n";
class MyAttribute extends Attribute {}
echo "not reached\n";
