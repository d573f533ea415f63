<?php
// Included by run_include.php (not a scenario on its own).
namespace Included;

#[Service('included')] final class Thing
{
    #[Inject] public $dep = __LINE__;
    #[
        Route('/thing', methods: ['GET'])
    ]
    public function line() { return __LINE__; }
}

#[Helper] function helper(#[P] $x) { return $x . '@' . __LINE__; }

return #[Factory] fn() => new Thing;
