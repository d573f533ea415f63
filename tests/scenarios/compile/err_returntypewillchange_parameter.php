<?php
// 8.2: ReturnTypeWillChange cannot target parameter; the method's attributes pass first
class C {
    #[ReturnTypeWillChange]
    public function m(
        #[ReturnTypeWillChange] $x
    ) {}
}
