<?php
// 8.2: ReturnTypeWillChange cannot target property
class C {
    #[\ReturnTypeWillChange] public $p;
}
