<?php
// Included by source_compile_hook_off.php after it turned attrsyntax.compile_hook off: on
// PHP 7.4 each attribute group, alone on its line, is then a plain comment to the engine.

#[HookOff('class', self::K)]
class HookOffClass
{
    const K = 'k';
    #[HookOffMethod(__METHOD__)]
    public function m(
        #[HookOffParam]
        $x
    ) {}
}
#[HookOffFunction(__LINE__)]
function hook_off_function() {}
return
    #[HookOffClosure]
    fn() => 1;
