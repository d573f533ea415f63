<?php
// Promoted properties of class types inherited by classes of the same file, whose
// parent is declared first: PHP 7.4 links such a child while it compiles the file, and
// the child holds its parent's record of the property. PHP 7.4's file cache stores the
// type of a property once per class holding it, so attrsyntax gives each child a copy
// of its own (the file mode of tests/scenarios/run.sh runs this twice, the second time
// from the file cache); references to the properties must keep working with the copies.
namespace App;

interface Clock { public function now(): string; }
final class FixedClock implements Clock
{
    public function __construct(private string $at) {}
    public function now(): string { return $this->at; }
}
class Logger { public array $lines = []; }

class Service
{
    public static int $instances = 0;

    public function __construct(
        protected Clock $clock,
        public ?Logger $logger = null,
        private ?\ArrayObject $cache = null,
        public int $retries = 3,
    ) {}

    public function cache(): ?\ArrayObject { return $this->cache; }
    public function &loggerReference(): ?Logger { return $this->logger; }
    public function at(): string { return $this->clock->now(); }
}

class Child extends Service
{
    public function log(string $line): void { $this->logger->lines[] = $line; }
}

final class GrandChild extends Child
{
    public function __construct(Clock $clock, public ?Child $parentService = null)
    {
        parent::__construct($clock, new Logger(), new \ArrayObject([1, 2]));
    }
}

abstract class Repository
{
    public function __construct(public ?Gateway $gateway = null) {}
}
final class Gateway {}
final class UserRepository extends Repository {}

$clock = new FixedClock('12:00');
$child = new Child($clock, new Logger());
$child->log('one');
echo $child->at(), ' ', count($child->logger->lines), ' ', $child->retries, "\n";

$grand = new GrandChild($clock, $child);
echo $grand->at(), ' ', count($grand->cache()), ' ', get_class($grand->parentService), "\n";

Service::$instances = 2;
echo Child::$instances, "\n";

// references to a typed property of the child, taken in the parent's scope and in the
// global scope, let go of through the object's class
$ref = &$grand->loggerReference();
$ref = new Logger();
$other = &$grand->logger;
try {
    $other = new FixedClock('y');
} catch (\TypeError $e) {
    echo get_class($e), "\n";
}
unset($grand->logger);
unset($ref, $other);
$grand->logger = new Logger();
$short = new Child($clock, new Logger());
$ref = &$short->logger;
$short = null;
echo get_class($grand->logger), ' ', get_class($ref), "\n";

$repository = new UserRepository(new Gateway());
echo get_class($repository->gateway), "\n";

foreach ([Service::class, Child::class, GrandChild::class, UserRepository::class] as $class) {
    foreach ((new \ReflectionClass($class))->getProperties() as $p) {
        $type = $p->getType();
        echo $class, '::$', $p->getName(), ' ', $type ? ($type->allowsNull() ? '?' : '') . $type->getName() : '-',
            ' ', $p->getDeclaringClass()->getName(), ' ', $p->isPromoted() ? 'promoted' : '-', "\n";
    }
}

try {
    $grand->logger = new FixedClock('x');
} catch (\TypeError $e) {
    echo get_class($e), "\n";
}
