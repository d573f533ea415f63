<?php
// 8.2: validation goes attribute by attribute in source order (target, then repetition): the repeated ReturnTypeWillChange fails before Attribute's wrong target
class C {
    #[ReturnTypeWillChange, ReturnTypeWillChange, Attribute] public function m() {}
}
