<?php
// final class constants (PHP 8.1): with attrsyntax.downgrade=all (the default) final is
// dropped, in any order with the visibility, in classes and interfaces; the constants,
// their values and their inheritance are as on PHP 8.1.
interface HasLimits
{
    final public const MAX = 10;
    const MIN = 1;
}

abstract class Base implements HasLimits
{
    final const NAME = 'base';
    public final const LIST = [self::NAME, self::MAX];
    protected /* note */ final const HIDDEN = 'h';
    final public function name() { return static::NAME . '/' . static::HIDDEN; }
}

final class Leaf extends Base
{
    const OTHER = self::NAME . '!';
}

echo Leaf::NAME, ' ', Leaf::MAX, ' ', Leaf::OTHER, ' ', json_encode(Leaf::LIST), "\n";
echo (new Leaf())->name(), "\n";
$r = new ReflectionClass(Leaf::class);
foreach ($r->getReflectionConstants() as $c) {
    echo $c->getName(), ' from ', $c->getDeclaringClass()->getName(), ' ', json_encode($c->getValue()),
        $c->isPublic() ? ' public' : '', $c->isProtected() ? ' protected' : '', "\n";
}
echo __LINE__, "\n";
