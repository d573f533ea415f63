<?php
// 8.2: cannot target method; the line of 'function', after modifiers on their own lines
class C
{
    #[Attribute]
    public
    static
    function
    m() {}
}
