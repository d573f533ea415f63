<?php
// 8.2: Cannot use "static" when no class scope is active
echo 'never printed';
function f()
{
    return static::m(...);
}
