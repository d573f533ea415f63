<?php
// 8.2: cannot target property; 'var' then the name on the next line: the name's line
trait T
{
    #[Attribute]
    var
    $p;
}
