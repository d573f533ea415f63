<?php
// 8.2: 'Cannot redeclare' is checked before the property's attributes
class C {
    public $a;
    #[A(foo())] public $a;
}
