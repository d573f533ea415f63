<?php
// 8.2: cannot target property; with a type the line is the TYPE's line, not the name's
class C
{
    #[Attribute]
    public
    static
    ?int
    $p
    = 1;
}
