<?php
// 8.2: cannot target class constant; grouped: the first name's line
interface I
{
    #[Attribute]
    const
    X = 1,
    Y = 2;
}
