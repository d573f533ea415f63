<?php
// 8.2: cannot target method; abstract, by-reference, in an abstract class
abstract class C
{
    #[Attribute]
    abstract
    protected
    function
    &
    m();
}
