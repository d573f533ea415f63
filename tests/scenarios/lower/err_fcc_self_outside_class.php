<?php
// 8.2: Cannot use "self" when no class scope is active
echo 'never printed';
function f()
{
    return self::m(...);
}
