<?php
// 8.2: cannot target class constant; the line of the constant's NAME
class C
{
    #[Attribute]
    private
    const
    X
    = 1;
}
