<?php
// new in parameter defaults (PHP 8.1): a new object at each call that omits the argument,
// none when it is given; functions, methods, static methods, promoted parameters,
// closures and arrow functions; nested in arrays and arguments; reflection's view of
// what both sides agree on.
namespace App;

class Logger
{
    public static $made = 0;
    public $id;
    public function __construct(public string $name = 'default', public array $tags = [])
    {
        $this->id = ++self::$made;
        echo "  Logger #{$this->id} ({$name})\n";
    }
}

function log_with(int $level, Logger $logger = new Logger('fn', ['a' => new Logger('tag')]), ?Logger $spare = new Logger)
{
    return "$level {$logger->name}#{$logger->id} " . ($spare ? "{$spare->name}#{$spare->id}" : 'null') . ' args=' . func_num_args();
}

echo log_with(1), "\n";
echo log_with(2), "\n";
echo log_with(3, new Logger('given')), "\n";
echo log_with(4, new Logger('given'), null), "\n";
echo log_with(5, new Logger('given'), new Logger('spare'), 'extra'), "\n";
try {
    log_with(6, null);
} catch (\TypeError $e) {
    echo get_class($e), " on line ", $e->getLine() > 0 ? 'some' : 'none', "\n";
}

class Service
{
    public function __construct(
        private Logger $logger = new Logger('service'),
        public readonly array $list = [new Logger('list')],
    ) {
    }
    public function describe(string $prefix = '>', Logger &$out = new Logger('ref')) { return $prefix . $this->logger->name . '/' . $out->name; }
    public static function make(self $base = null, Logger $l = new Logger('static')) { return $l->name; }
}

$s = new Service();
echo $s->describe(), ' ', $s->describe('<'), ' ', Service::make(), "\n";
$other = new Service(new Logger('mine'));
echo $other->describe(), ' ', count($other->list), "\n";

$closure = function (Logger $l = new Logger('closure')) use ($s) { return $l->name; };
$arrow = fn(int $n, Logger $l = new Logger('arrow')) => $n . $l->name;
echo $closure(), ' ', $arrow(1), ' ', $arrow(2, new Logger('x')), "\n";

interface Makes
{
    public function make(Logger $with = new Logger('interface'));
}
abstract class BaseMaker implements Makes
{
    abstract protected function inner(array $list = [new Logger('abstract')]);
}
class Maker extends BaseMaker
{
    public function make(Logger $with = new Logger('maker')) { return $with->name . $this->inner(); }
    protected function inner(array $list = [new Logger('inner')]) { return count($list); }
}
echo (new Maker())->make(), "\n";
$m = new \ReflectionMethod(Makes::class, 'make');
echo 'interface default available: ', var_export($m->getParameters()[0]->isDefaultValueAvailable(), true), "\n";

function variadic(Logger $first = new Logger('v'), ...$rest) { return $first->name . count($rest); }
echo variadic(), ' ', variadic(new Logger('w'), 1, 2), "\n";

$r = new \ReflectionFunction('App\log_with');
foreach ($r->getParameters() as $p) {
    echo $p->getName(), ': optional=', var_export($p->isOptional(), true), ' default=',
        var_export($p->isDefaultValueAvailable(), true), ' null=', var_export($p->allowsNull(), true),
        ' type=', $p->getType()->getName(), "\n";
}
echo "made ", Logger::$made, ", line ", __LINE__, "\n";
