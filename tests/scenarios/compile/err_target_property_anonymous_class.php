<?php
// 8.2: cannot target property, inside an anonymous class
$o = new class {
    #[Attribute] public
    $p;
};
