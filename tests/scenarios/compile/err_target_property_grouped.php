<?php
// 8.2: cannot target property; a grouped declaration fails on its first property's line
class C
{
    #[Attribute]
    public
    $a,
    $b;
}
