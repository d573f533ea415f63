<?php
// 8.2: a class's attributes are compiled before its members
#[A(foo())]
class C {
    public $a;
    public $a;
}
