--TEST--
Lowering: with extension=attrsyntax and no other setting (attrsyntax.downgrade's default, all), an attribute class written as Symfony 5.4 writes its own (a promoted bool|string|null, a string|array union) compiles on PHP 7.4 and its attributes are read as on PHP 8
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
$code = '<?php
#[Attribute(Attribute::TARGET_CLASS)]
class Autoconfigure
{
    public function __construct(
        public array|string|null $tags = null,
        public bool|string|null $lazy = null,
        public ?bool $public = null,
    ) {
    }
}
#[Autoconfigure(tags: ["app.handler"], lazy: true)]
class Handler {}
';
$file = sys_get_temp_dir() . '/attrsyntax_lower_018_' . getmypid() . '.php';
file_put_contents($file, $code);
require $file;
unlink($file);
echo ini_get('attrsyntax.downgrade'), "\n";
$a = (new ReflectionClass('Handler'))->getAttributes()[0];
var_dump($a->getName(), $a->getArguments(), $a->newInstance()->tags, $a->newInstance()->lazy);
?>
--EXPECT--
all
string(13) "Autoconfigure"
array(2) {
  ["tags"]=>
  array(1) {
    [0]=>
    string(11) "app.handler"
  }
  ["lazy"]=>
  bool(true)
}
array(1) {
  [0]=>
  string(11) "app.handler"
}
bool(true)
