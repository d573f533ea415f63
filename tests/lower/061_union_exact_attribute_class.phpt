--TEST--
Lowering: with attrsyntax.downgrade=exact an attribute class written as Symfony 5.4 writes its own (promoted bool|string|null and array|string|null parameters) compiles on PHP 7.4; its arguments are checked and converted as on PHP 8, its promoted properties have no type
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
ini_set('attrsyntax.downgrade', 'exact');
eval('
#[Attribute(Attribute::TARGET_CLASS | Attribute::IS_REPEATABLE)]
class Autoconfigure
{
    public function __construct(
        public ?array $tags = null,
        public bool|string|null $lazy = null,
        public array|string|null $configurator = null,
    ) {
    }
}
#[Autoconfigure(tags: ["app.handler"], lazy: true, configurator: [Handler::class, "configure"])]
#[Autoconfigure(lazy: 1)]
class Handler {}
');
foreach ((new ReflectionClass('Handler'))->getAttributes() as $attribute) {
    $instance = $attribute->newInstance();
    var_dump($instance->lazy, $instance->configurator);
}
try {
    new Autoconfigure(null, []);
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
$p = new ReflectionProperty('Autoconfigure', 'lazy');
var_dump($p->hasType(), (new ReflectionProperty('Autoconfigure', 'tags'))->getType()->getName());
?>
--EXPECTF--
bool(true)
array(2) {
  [0]=>
  string(7) "Handler"
  [1]=>
  string(9) "configure"
}
string(1) "1"
NULL
Autoconfigure::__construct(): Argument #2 ($lazy) must be of type string|bool|null, array given, called in %s on line %d
bool(false)
string(5) "array"
