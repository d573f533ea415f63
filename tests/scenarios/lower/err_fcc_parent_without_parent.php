<?php
// 8.2: Cannot use "parent" when current class scope has no parent (PHP 7.4 only deprecates
// parent::class there)
echo 'never printed';
class Orphan
{
    public function m() { return parent::m(...); }
}
