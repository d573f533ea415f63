--TEST--
Compile hook: static:: in the arguments
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
class C {
    #[A(static::X)]
    public function m() {}
}
?>
--EXPECTF--
Fatal error: "static::" is not allowed in compile-time constants in %s on line 4
