<?php
// 8.2: ReturnTypeWillChange must not be repeated
class C implements Countable {
    #[ReturnTypeWillChange, ReturnTypeWillChange] public function count() { return 0; }
}
