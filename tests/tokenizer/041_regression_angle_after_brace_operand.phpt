--TEST--
Bug: ATTRSYNTAX_ANGLE turns the << of valid PHP 7/8 code into T_ATTRIBUTE when the left operand ends in } and the right one starts with a keyword
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_tokenizer(); ?>
--FILE--
<?php
require __DIR__ . '/../compare.inc';
/* all valid PHP 7.4 and 8.2 (php -l), e.g. ${"a"} << B >> static::$c is (${"a"} << B) >> static::$c */
attrsyntax_compare([
    '${} static' => '<?php $x = ${"a"} << B >> static::$c;',
    '${} array' => '<?php $x = ${"a"} << B >> array(1);',
    '${} new' => '<?php $x = ${"a"} << B >> new C;',
    '${} function' => '<?php $x = ${"a"} << B >> function () {};',
    '${} fn' => '<?php $x = ${"a"} << B >> fn() => 1;',
    '${} clone' => '<?php $x = ${"a"} << B >> clone $c;',
    '${} isset' => '<?php $x = ${"a"} << B >> isset($c);',
    '->{} static' => '<?php $x = $a->{"b"} << B >> static::$c;',
    'new class {} static' => '<?php $x = new class {} << B >> static::$c;',
    'closure static' => '<?php $x = function () {} << B >> static::$c;',
], ATTRSYNTAX_ANGLE);
?>
--EXPECT--
${} static: same
${} array: same
${} new: same
${} function: same
${} fn: same
${} clone: same
${} isset: same
->{} static: same
new class {} static: same
closure static: same
