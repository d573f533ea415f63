<?php
// new in attribute arguments (PHP 8.1): a new object at each getArguments() and
// newInstance(), nested, in arrays, with named arguments (skipped parameters take their
// defaults), self and parent, imported and namespaced names, constructors that count.
namespace App\Validation\Constraints;

class NotBlank { public $message = 'blank'; }

#[\Attribute]
class Length
{
    public $min, $max;
    public function __construct(int $min = 0, $max = null) { $this->min = $min; $this->max = $max; }
}

namespace App\Validation;

require __DIR__ . '/inc/helpers.php';

use Attribute;
use App\Validation\Constraints as Assert;

#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)]
class Sequentially
{
    public $constraints;
    public function __construct(array $constraints, ?array $groups = null)
    {
        $this->constraints = $constraints;
        echo "  Sequentially(", count($constraints), ")\n";
    }
}

function made()
{
    static $n = 0;
    return ++$n;
}

class Box
{
    public $items;
    public $n;
    public function __construct(...$items)
    {
        $this->items = $items;
        $this->n = made();
    }
}

class Point
{
    public $x, $y, $z, $n;
    public function __construct($x = 0, $y = 'y', $z = self::Z)
    {
        [$this->x, $this->y, $this->z] = [$x, $y, $z];
        $this->n = made();
    }
    const Z = 'zed';
}

#[Assert\Length(min: 3)]
class Holder
{
    #[Sequentially([new Point(), new Point(z: 9)])]
    public $p;

    #[Sequentially([new self()])]
    public function __construct() { echo "  Holder made\n"; }
}

class Child extends Holder
{
    #[Sequentially([new parent(), new static_()])]
    public function m() {}
}

class static_ { }

#[Sequentially([new Assert\NotBlank(), new Assert\Length(min: 3, max: Point::Z)])]
#[Sequentially([new Box(1, new Box(2, new Box()), [new Point(y: 'why')])])]
#[Sequentially(constraints: [new \App\Validation\Point(1, 2, 3)], groups: ['g' => new Box()])]
function validated($x) {}

$r = new \ReflectionFunction(__NAMESPACE__ . '\validated');
foreach ($r->getAttributes() as $i => $a) {
    echo "$i getArguments: ", export($a->getArguments()), "\n";
    echo "$i again:        ", export($a->getArguments()), "\n";
    $o = $a->newInstance();
    echo "$i newInstance:  ", export($o), "\n";
}
$a = $r->getAttributes()[1];
$one = $a->getArguments();
$two = $a->getArguments();
echo "same object twice: ", var_export($one[0][0] === $two[0][0], true), "\n";
$one[0][0]->items[] = 'changed';
echo "unchanged: ", export($a->getArguments()[0][0]->items), "\n";

$p = new \ReflectionProperty(Holder::class, 'p');
echo "property: ", export($p->getAttributes()[0]->getArguments()), "\n";
$m = new \ReflectionMethod(Holder::class, '__construct');
echo "self: ", export($m->getAttributes()[0]->getArguments()), "\n";
$m = new \ReflectionMethod(Child::class, 'm');
echo "parent: ", export($m->getAttributes()[0]->getArguments()), "\n";
$c = new \ReflectionClass(Holder::class);
echo "not instantiated: ", export($c->getAttributes()[0]->getName()), "\n";
