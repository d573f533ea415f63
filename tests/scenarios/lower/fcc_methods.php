<?php
// First-class callable syntax (PHP 8.1) on methods: $obj->m(...), Class::m(...),
// self::, parent::, static::, $class::m(...); the closure is created in the calling
// scope (private and protected methods reachable from inside the class, not from outside)
// with $this bound when the method is not static, and its called scope as the call would
// have it; PHP 8.1's errors with their messages and lines.
function describe(string $label, Closure $c): void
{
    $r = new ReflectionFunction($c);
    $this_ = $r->getClosureThis();
    echo $label, ': ', $r->getName(), ' closure=', var_export($r->isClosure(), true),
        ' this=', $this_ === null ? 'none' : get_class($this_),
        ' scope=', $r->getClosureScopeClass() ? $r->getClosureScopeClass()->name : 'none', "\n";
}
function attempt(string $label, callable $make): void
{
    try {
        $c = $make();
        describe($label, $c);
    } catch (Error $e) {
        echo $label, ': ', get_class($e), ': ', $e->getMessage(), ' on line ', $e->getLine(), "\n";
    }
}

class Base
{
    public $name = 'base';
    public function hello($who) { return "hello $who from " . static::class . ' as ' . $this->name; }
    private function secret() { return 'Base::secret of ' . get_class($this); }
    protected function guarded() { return 'Base::guarded'; }
    public static function make() { return 'made by ' . static::class; }
    protected static function hidden() { return 'hidden in ' . static::class; }
    public function selfSecret() { return $this->secret(...); }
    public function baseClosures() { return [self::make(...), static::make(...), self::hello(...), $this->guarded(...)]; }
}
class Child extends Base
{
    public $name = 'child';
    public function secret() { return 'Child::secret'; }
    public function hello($who) { return 'child says ' . parent::hello($who); }
    public function closures()
    {
        return [
            'parent::hello' => parent::hello(...),
            'self::hello' => self::hello(...),
            'static::make' => static::make(...),
            'parent::make' => parent::make(...),
            'self::hidden' => self::hidden(...),
            'this->guarded' => $this->guarded(...),
            'Base::hello' => Base::hello(...),
        ];
    }
    public static function staticClosures()
    {
        return ['self::make' => self::make(...), 'parent::make' => parent::make(...), 'static::hidden' => static::hidden(...)];
    }
}
class GrandChild extends Child {}

$child = new Child;
$hello = $child->hello(...);
describe('child->hello', $hello);
echo $hello('you'), "\n";
foreach ($child->closures() as $label => $c) {
    describe($label, $c);
    echo '  -> ', $c('x'), "\n";
}
foreach ((new GrandChild)->closures() as $label => $c) {
    echo $label, ' -> ', $c('y'), "\n";
}
foreach (GrandChild::staticClosures() as $label => $c) {
    describe($label, $c);
    echo '  -> ', $c(), "\n";
}
$secret = (new Child)->selfSecret();    // Base's private method from Base's scope
describe('selfSecret', $secret);
echo $secret(), "\n";
foreach ((new Child)->baseClosures() as $c) {
    echo (new ReflectionFunction($c))->getName(), ' -> ', $c('z'), "\n";
}
$make = Base::make(...);
describe('Base::make', $make);
echo $make(), ' / ', Child::make(...)(), "\n";
$class = 'GrandChild';
echo $class::make(...)(), ' / ', $child::make(...)(), "\n";
$method = 'hello';
echo $child->$method(...)('dynamic'), ' / ', $child->{'hel' . 'lo'}(...)('expression'), "\n";
echo Child::{'make'}(...)(), "\n";
$bound = Closure::bind(function () { return $this->secret(...); }, new Base, Base::class);
echo $bound()(), "\n";
$arrow = fn() => $child->hello(...);
echo $arrow()('arrow'), "\n";
echo (new Child)->hello(...)('temporary'), "\n";
$counter = new class {
    private $n = 0;
    public function next() { return ++$this->n; }
};
$next = $counter->next(...);
$next(); $next();
echo $counter->next(), "\n";
unset($counter);
echo $next(), "\n";   // the closure holds the object

attempt('outside private', fn() => (new Child)->selfSecret() && (new Base)->secret(...));
attempt('outside protected', fn() => $child->guarded(...));
attempt('outside protected static', fn() => Base::hidden(...));
attempt('undefined method', fn() => $child->nothing(...));
attempt('undefined static', fn() => Child::nothing(...));
attempt('non-static statically', fn() => Child::hello(...));
attempt('unknown class', fn() => Unknown::m(...));
$null = null;
attempt('on null', fn() => $null->m(...));
$notObject = 42;
attempt('on int', fn() => $notObject->m(...));
$badName = 5;
attempt('method name int', fn() => $child->$badName(...));
attempt('static method name int', fn() => Child::$badName(...));
$badClass = 1.5;
attempt('class float', fn() => $badClass::m(...));
attempt('class string unknown', fn() => ($badClass = 'Nope')::m(...));
abstract class Shape { abstract public static function area(); public static function call() { return static::area(...); } }
attempt('abstract', fn() => Shape::area(...));
attempt('abstract via static', fn() => Shape::call());
try {
    $f = function () { return $this->secret(...); };
    $f->call(new Child)();
    echo "no error\n";
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
function trace_me(Base $b) { return $b->secret(...); }
try {
    trace_me(new Base);
} catch (Error $e) {
    echo $e->getMessage(), ' on line ', $e->getLine(), "\n", $e->getTraceAsString(), "\n";
}
trait Greets
{
    public static function hi() { return 'hi from ' . static::class; }
    public function instance() { return 'instance'; }
}
class UsesGreets { use Greets; }
echo UsesGreets::hi(...)(), "\n";
echo Greets::hi(...)(), "\n";   // PHP 8.1's deprecation
attempt('trait non-static', fn() => Greets::instance(...));
