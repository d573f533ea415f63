--TEST--
Bug: ATTRSYNTAX_ANGLE turns the << of valid PHP 7/8 code into T_ATTRIBUTE after exit, die and yield without operand
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_tokenizer(); ?>
--FILE--
<?php
require __DIR__ . '/../compare.inc';
/* all of these pass php -l on 7.4 and 8.2: (exit) << B >> $c, (yield) << B >> $c */
attrsyntax_compare([
    'exit' => '<?php exit << B >> $c;',
    'die' => '<?php die << B >> $c;',
    'exit, call after' => '<?php $x = exit << B >> f();',
    'yield' => '<?php function g() { yield << B >> $c; }',
    'yield, call after' => '<?php function g() { $x = yield << B >> f(); }',
], ATTRSYNTAX_ANGLE);
?>
--EXPECT--
exit: same
die: same
exit, call after: same
yield: same
yield, call after: same
