<?php
// 8.2: cannot target property; without a type the line is the property NAME's line
class C
{
    #[Attribute]
    public
    static
    $p
    = 1;
}
