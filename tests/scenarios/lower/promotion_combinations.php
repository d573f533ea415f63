<?php
// Promotion combined: attributes, doc comment, default and by-reference on one
// parameter; constants in defaults; imported types; a class declared under a
// condition, inside a function, and two classes on one line; a backtrace from the
// constructor's body.
namespace App\Model;

use ArrayObject as Bag;

#[\Attribute] class Column { public function __construct(public string $name = '') {} }

class Defaults
{
    const LIMIT = 10;

    public function __construct(
        /** the bag, by reference */
        #[Column('bag')] public ?Bag &$bag = null,
        protected int $limit = self::LIMIT * 2,
        private array $list = [self::LIMIT => 'ten'],
    ) {
        echo 'constructed at ', __LINE__, ' ', json_encode(array_map(function ($frame) {
            return ($frame['class'] ?? '') . ($frame['type'] ?? '') . $frame['function'] . ':' . ($frame['line'] ?? '-');
        }, debug_backtrace())), "\n";
    }
    public function limit() { return $this->limit; }
    public function list() { return $this->list; }
}

$bag = new Bag([1]);
$d = new Defaults($bag);
$bag = new Bag([2]);
echo get_class($d->bag), ' ', count($d->bag), ' ', $d->limit(), ' ', json_encode($d->list()), "\n";
$p = new \ReflectionProperty(Defaults::class, 'bag');
echo $p->getType()->getName(), ' ', (int) $p->getType()->allowsNull(), ' ', json_encode($p->getDocComment()), ' ',
    $p->getAttributes()[0]->newInstance()->name, ' ', (int) $p->isPromoted(), "\n";

if (true) {
    class Conditional { public function __construct(public $c = 'conditional') {} }
}
echo (new Conditional)->c, "\n";

function factory()
{
    if (!class_exists(Inner::class, false)) {
        class Inner { public function __construct(public ?readonly_is_a_name $r = null) {} }
    }
    return new Inner();
}
echo json_encode(get_object_vars(factory())), "\n";

class One { public function __construct(public $one = 1) {} } class Two { public function __construct(public $two = 2) {} }
echo (new One)->one + (new Two)->two, "\n";
foreach ([One::class, Two::class] as $c) {
    echo $c, ' ', json_encode(array_map(function ($p) { return $p->getName(); }, (new \ReflectionClass($c))->getProperties())), "\n";
}
