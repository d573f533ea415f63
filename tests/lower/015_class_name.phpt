--TEST--
Lowering: $object::class gives the object's class, PHP 8.2's TypeError for anything else; Foo::class and static::class are PHP 7.4's own
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
namespace App;
class Foo { function names() { return [static::class, self::class, $this::class]; } }
$foo = new Foo;
var_dump($foo::class, Foo::class, (new \ArrayObject)::class, $foo->names());
foreach ([null, 1, 'App\Foo'] as $v) {
    try {
        $v::class;
    } catch (\TypeError $e) {
        echo $e->getMessage(), ' (line ', $e->getLine(), ")\n";
    }
}
?>
--EXPECT--
string(7) "App\Foo"
string(7) "App\Foo"
string(11) "ArrayObject"
array(3) {
  [0]=>
  string(7) "App\Foo"
  [1]=>
  string(7) "App\Foo"
  [2]=>
  string(7) "App\Foo"
}
Cannot use "::class" on value of type null (line 8)
Cannot use "::class" on value of type int (line 8)
Cannot use "::class" on value of type string (line 8)
