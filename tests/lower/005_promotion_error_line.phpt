--TEST--
Lowering: a promotion error is PHP 8's compile error on the function's line, raised before the file runs
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
echo "not printed\n";
class A {
    public function m(
        $a,
        public $x
    ) {}
}
?>
--EXPECTF--
Fatal error: Cannot declare promoted property outside a constructor in %s on line 4
