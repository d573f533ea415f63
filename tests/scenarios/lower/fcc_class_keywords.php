<?php
// self::, parent:: and static:: in first-class callables where the compiler cannot know
// the scope (code of a file, closures, traits' methods): resolved when the closure is
// created, in the scope the code runs in, with PHP 8's errors when they cannot resolve.
function attempt(string $label, callable $make): void
{
    try {
        $c = $make();
        echo $label, ': ', (new ReflectionFunction($c))->getName(), ' -> ', $c(), "\n";
    } catch (Error $e) {
        echo $label, ': ', get_class($e), ': ', $e->getMessage(), ' on line ', $e->getLine(), "\n";
    }
}
trait Describes
{
    public static function parentName() { return parent::name(...); }
    public static function selfName() { return self::name(...); }
    public function staticName() { return static::name(...); }
}
class Root { public static function name() { return 'Root::name as ' . static::class; } }
class Leaf extends Root
{
    use Describes;
    public static function name() { return 'Leaf::name as ' . static::class; }
}
class Twig extends Leaf {}
class Orphan
{
    public static function name() { return 'Orphan'; }
    public function closure() { return function () { return parent::name(...); }; }
}
attempt('trait parent', fn() => Twig::parentName());
attempt('trait self', fn() => Twig::selfName());
attempt('trait static', fn() => (new Twig)->staticName());
attempt('file self', fn() => self::name(...));
attempt('file parent', fn() => parent::name(...));
attempt('file static', fn() => static::name(...));
attempt('closure in class without parent', (new Orphan)->closure());
$bound = Closure::bind(function () { return [self::name(...), parent::name(...), static::name(...)]; }, null, Twig::class);
foreach ($bound() as $c) {
    echo $c(), "\n";
}
