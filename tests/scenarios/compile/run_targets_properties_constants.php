<?php
// Attributes on properties (typed, nullable, static, with defaults, var, grouped) and on
// class constants (with and without visibility, grouped), in classes, traits, interfaces.

class Config
{
    #[Column] public $plain;
    #[Column('id')] public int $id = 7;
    #[Column] protected ?string $name = null;
    #[Column] private static $count = 3;
    #[Column] public static array $list = ['x' => [1, 2]];
    #[Old] var $legacy = 'var';
    #[Grouped] public $a = 'A', $b = 'B';
    #[
        Multi(1),
        Multi(2),
    ]
    public
    ?float
    $ratio
    = 0.5;
    #[Typed] public \ArrayObject $object;

    #[Value] const PLAIN = 'plain';
    #[Value] public const PUB = 'pub';
    #[Value] protected const PROT = 'prot';
    #[Value] private const PRIV = 'priv';
    #[Value] const ONE = 1, TWO = 2;
    #[Value(
        ')'
    )]
    private
    const
    LATE
    = __LINE__;

    public function dump()
    {
        return [$this->plain, $this->id, $this->name, self::$count, self::$list['x'][1], $this->legacy,
            $this->a, $this->b, $this->ratio, self::PLAIN, self::PUB, self::PROT, self::PRIV, self::ONE, self::TWO, self::LATE];
    }
}

trait HasState { #[T] public $state = 'trait'; #[T] public static $shared = 'shared'; }
interface HasConsts { #[I] const IFACE = 'iface'; #[I] public const IPUB = 'ipub'; }
class User extends Config implements HasConsts { use HasState; }

$c = new User;
echo json_encode($c->dump()), "\n";
echo $c->state, ' ', User::$shared, ' ', User::IFACE, ' ', User::IPUB, "\n";
try {
    $c->id = 'not an int';
} catch (TypeError $e) {
    echo "TypeError on line ", $e->getLine(), "\n";
}
$c->object = new ArrayObject([1]);
echo count($c->object), "\n";
$r = new ReflectionClass('Config');
foreach ($r->getProperties() as $p) {
    printf("\$%s %s default=%s\n", $p->getName(), implode(' ', Reflection::getModifierNames($p->getModifiers())),
        json_encode($r->getDefaultProperties()[$p->getName()] ?? null));
}
foreach ($r->getReflectionConstants() as $k) {
    printf("%s %s = %s\n", $k->getName(), implode(' ', Reflection::getModifierNames($k->getModifiers())), json_encode($k->getValue()));
}
