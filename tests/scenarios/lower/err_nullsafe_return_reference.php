<?php
// 8.2: Cannot take reference of a nullsafe chain
echo 'never printed';
class C {
    public function &get($a) {
        return $a?->b[1];
    }
}
