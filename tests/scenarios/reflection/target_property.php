<?php
// Properties: typed, static, with defaults, several in one declaration, dynamic ones.
require __DIR__ . '/inc/helpers.php';

class Props
{
    #[Untyped] public $untyped;
    #[Typed('int')] public int $typed = 1;
    #[Nullable] protected ?string $nullable = null;
    #[Priv] private array $priv = [];
    #[Stat] public static $stat = 5;
    #[StatTyped] private static ?self $instance = null;
    #[Shared(1)] public $first = 1, $second = 2;
    public $none;
}

$r = new ReflectionClass('Props');
foreach ($r->getProperties() as $p) {
    dump_attributes('$' . $p->getName(), fn() => $p->getAttributes());
}
$o = new stdClass();
$o->dynamic = 1;
dump_attributes('dynamic property', fn() => (new ReflectionProperty($o, 'dynamic'))->getAttributes());
dump_attributes('via ReflectionProperty(class, name)', fn() => (new ReflectionProperty('Props', 'typed'))->getAttributes());
