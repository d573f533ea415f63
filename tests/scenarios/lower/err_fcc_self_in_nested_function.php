<?php
// 8.2: Cannot use "self" when no class scope is active (a function declared in a method
// has no class scope)
echo 'never printed';
class C
{
    public function m()
    {
        function inner() { return self::m(...); }
    }
}
