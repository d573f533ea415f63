--TEST--
Version gates: in a file that calls getAttributes(), every comparison that stands for PHP 8.0 holds as on PHP 8.0, lines unchanged
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
require __DIR__ . '/inc/reader.php';

#[Attribute]
class Tag {}

#[Tag]
class Thing {}

var_dump(\Lib\Reader::names(new ReflectionClass('Thing')));
foreach (\Lib\Reader::forms() as $form => $value) {
    echo $form, ': ', var_export($value, true), "\n";
}
/* the main script holds no attribute-reading code: its own gate stays closed */
var_dump(PHP_VERSION_ID >= 80000, __LINE__);
?>
--EXPECT--
array(1) {
  [0]=>
  string(3) "Tag"
}
PHP_VERSION_ID >= 80000: true
PHP_VERSION_ID > 80000: true
PHP_VERSION_ID < 80000: false
PHP_VERSION_ID <= 80000: false
80000 <= PHP_VERSION_ID: true
80000 > PHP_VERSION_ID: false
PHP_MAJOR_VERSION >= 8: true
PHP_MAJOR_VERSION < 8: false
PHP_MAJOR_VERSION === 8: true
8 !== PHP_MAJOR_VERSION: false
version_compare(PHP_VERSION, '8.0.0', '>='): true
version_compare(PHP_VERSION, '8.0', '<'): false
version_compare('8.0.0', PHP_VERSION) <= 0: true
PHP_VERSION_ID >= 80100: false
PHP_VERSION_ID >= 70400: true
PHP_VERSION_ID + 0 >= 80000: false
PHP_VERSION_ID is an int: true
line: 36
bool(false)
int(15)
