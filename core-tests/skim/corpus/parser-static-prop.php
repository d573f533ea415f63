A<?php
class C {
    #[A] public static ?int $a = 1;
    #[B] static $b;
    #[C] var $c;
    #[D] public static function m() {}
    #[E] private const F = 1;
}
