--TEST--
Lowering: named arguments to internal functions and methods go by PHP 8.0's parameter names, a skipped optional parameter gets PHP 8.0's default, PHP 8's errors otherwise
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
var_dump(str_pad(string: 'x', length: 4, pad_type: STR_PAD_LEFT));
var_dump(trim(string: " x\n"));
var_dump(json_encode(value: ['a' => '/'], flags: JSON_UNESCAPED_SLASHES));
$e = new RuntimeException(message: 'outer', previous: new LogicException('inner'));
var_dump($e->getCode(), $e->getPrevious()->getMessage());
var_dump(preg_match('/b+/', 'abbc', flags: PREG_OFFSET_CAPTURE, matches: $m), $m[0]);
foreach ([
    function () { return strlen(str: 'x'); },
    function () { return array_keys(array: [1], strict: true); },
    function () { return sprintf('%s', 'a', extra: 1); },
] as $call) {
    try {
        $call();
    } catch (Error $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
?>
--EXPECT--
string(4) "   x"
string(1) "x"
string(9) "{"a":"/"}"
int(0)
string(5) "inner"
int(1)
array(2) {
  [0]=>
  string(2) "bb"
  [1]=>
  int(1)
}
Error: Unknown named parameter $str
ArgumentCountError: array_keys(): Argument #2 ($filter_value) must be passed explicitly, because the default value is not known
ArgumentCountError: sprintf() does not accept unknown named parameters
