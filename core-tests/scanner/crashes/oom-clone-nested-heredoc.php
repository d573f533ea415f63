<?php <<<A
{$a[<<<B
b
B]}
A;
