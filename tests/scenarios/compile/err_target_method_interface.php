<?php
// 8.2: cannot target method, in an interface
interface I
{
    #[Other, Attribute(Attribute::TARGET_CLASS)]
    public
    function m();
}
