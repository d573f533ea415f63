<?php
// PHP 8.1's compile error for new in an initializer: its message and line.
class C
{
    public
    $a = 1,
    $b = new Foo;
}
