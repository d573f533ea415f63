<?php
// Closures, arrow functions and anonymous classes declared inside a class: their
// attributes' self::, parent:: and private constants resolve in the enclosing class.
require __DIR__ . '/inc/helpers.php';

class Base
{
    protected const BASE = 'base';
}

class Outer extends Base
{
    private const SECRET = 'outer secret';

    public function closure()
    {
        return #[A(self::SECRET, parent::BASE, self::class, __CLASS__)] function () {};
    }

    public static function arrow()
    {
        return #[A(self::SECRET, Outer::SECRET)] fn() => 1;
    }

    public function anon()
    {
        return new #[A(self::SECRET), B(self::INNER)] class {
            const INNER = 'inner';
            #[A(self::INNER, __CLASS__ === self::class)] public function m() {}
        };
    }
}

$o = new Outer();
show('closure', function () use ($o) { return (new ReflectionFunction($o->closure()))->getAttributes()[0]->getArguments(); });
show('arrow fn', function () { return (new ReflectionFunction(Outer::arrow()))->getAttributes()[0]->getArguments(); });
show('bound closure', function () use ($o) {
    $c = Closure::bind($o->closure(), new Base(), 'Base');
    return (new ReflectionFunction($c))->getAttributes()[0]->getArguments();
});
// an anonymous class is a scope of its own: Outer's private constant is not visible
show('anonymous class', function () use ($o) { return (new ReflectionObject($o->anon()))->getAttributes()[0]->getArguments(); });
show('anonymous class, its own constant', function () use ($o) { return (new ReflectionObject($o->anon()))->getAttributes()[1]->getArguments(); });
show('anonymous class method', function () use ($o) { return (new ReflectionMethod($o->anon(), 'm'))->getAttributes()[0]->getArguments(); });
