<?php
// 8.2: Cannot use "parent" when current class scope has no parent
class C {
    #[A(parent::class)] public function m() {}
}
