<?php
// Methods and properties that come from traits report the trait's declaration; a class's
// own attributes never include the trait's; aliases and overriding methods.
require __DIR__ . '/inc/helpers.php';

#[OnTrait]
trait T
{
    #[TraitProp('p')] public $p;
    #[TraitStatic] public static $s = 1;
    #[TraitMethod('m')] public function m() {}
    #[TraitAbstract] abstract public function need();
    #[TraitStaticMethod] public static function sm() {}
    #[Overridden] public function over() {}
    public function plain(#[TraitParam] $x) {}
}

trait U
{
    use T;
    #[InU] public function u() {}
}

#[OnClass]
class UsesT
{
    use T { m as aliased; sm as protected; }
    #[ClassNeed] public function need() {}
    #[ClassOver] public function over() {}
}

class UsesU
{
    use U;
    public function need() {}
}

dump_attributes('class UsesT', fn() => (new ReflectionClass('UsesT'))->getAttributes());
dump_attributes('trait T', fn() => (new ReflectionClass('T'))->getAttributes());
foreach (['p', 's'] as $p) {
    dump_attributes("UsesT::\$$p", fn() => (new ReflectionProperty('UsesT', $p))->getAttributes());
}
foreach (['m', 'aliased', 'sm', 'need', 'over'] as $m) {
    dump_attributes("UsesT::$m", fn() => (new ReflectionMethod('UsesT', $m))->getAttributes());
}
dump_attributes('UsesT::plain $x', fn() => (new ReflectionMethod('UsesT', 'plain'))->getParameters()[0]->getAttributes());
dump_attributes('T::need', fn() => (new ReflectionMethod('T', 'need'))->getAttributes());
dump_attributes('class UsesU', fn() => (new ReflectionClass('UsesU'))->getAttributes());
foreach (['m', 'u'] as $m) {
    dump_attributes("UsesU::$m", fn() => (new ReflectionMethod('UsesU', $m))->getAttributes());
}
dump_attributes('UsesU::$p', fn() => (new ReflectionProperty('UsesU', 'p'))->getAttributes());
