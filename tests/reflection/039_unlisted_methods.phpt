--TEST--
Reflection: the methods without attributes on their lines (parameters and bodies included) and the properties without attributes, which the compile hook's sparse parse does not list on PHP 7.x, have none, without an exception: in classes, interfaces, traits (aliased too), subclasses and anonymous classes, with closures in their bodies
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
/* The file is over 512 bytes with few groups, so PHP 7.x takes the sparse
 * parse: its methods without a group on their lines (their parameters and
 * bodies included) are not listed, nor its properties without attributes
 * (attrsyntax_sparse_skip_method()); debug builds compare it with the whole
 * parse. Each lookup must answer what PHP 8 does, without an exception. */
$dir = sys_get_temp_dir() . '/attrsyntax_reflection_039_' . getmypid();
@mkdir($dir);
$pad = "\n/* " . str_repeat('padding so that the file is parsed the sparse way ', 80) . " */\n";
$subject = <<<'PHP'
<?php
namespace Unlisted;

#[\Attribute(\Attribute::TARGET_ALL)]
class Mark { public function __construct(...$a) {} }

interface Contract
{
    public function promise($p);
    #[Mark('interface method')]
    public function kept($k);
}

trait Helper
{
    public $fromTrait;
    public function help($h) { return function ($x) { return $x; }; }
    #[Mark('trait method')]
    public function marked() {}
}

#[Mark('class')]
abstract class Base implements Contract
{
    use Helper { help as aliased; }

    public $plain = 1, $other;
    protected static $shared;

    public function promise($p = [1, 2]) { return $p; }

    abstract protected function later(int $n): int;

    public static function make(...$args)
    {
        return [function () { return 1; }, fn($y) => $y, new class { public $q; public function inner($i) {} }];
    }

    #[Mark('kept')]
    public function kept($k) {}

    public function last($l) { return 1; }
    public function shared() { return 1; } public function closing() { return
        #[Mark('closure after a method on its line')] function () {}; }

    public function parameter(#[Mark('parameter')] $x, $y) {}
    public function afterParameter($z) {}
}

class Child extends Base
{
    protected function later(int $n): int { return $n; }
}

$anon = new class {
    public function first($a) { return $a; }
    #[Mark('anonymous class method')]
    public function second() {}
    public function third() {}
};
PHP;
function show($what, $r) {
    $out = [];
    foreach ($r->getAttributes() as $a) {
        $out[] = $a->getName() . json_encode($a->getArguments());
    }
    echo str_pad($what, 30), ': ', implode(' ', $out), "\n";
}
file_put_contents("$dir/subject.php", $subject . $pad);
require "$dir/subject.php";
unlink("$dir/subject.php");
rmdir($dir);
foreach (['Unlisted\Contract', 'Unlisted\Helper', 'Unlisted\Base', 'Unlisted\Child'] as $class) {
    $c = new ReflectionClass($class);
    show($class, $c);
    foreach ($c->getMethods() as $m) {
        show("  {$m->class}::{$m->name}()", $m);
        foreach ($m->getParameters() as $p) {
            show("    \${$p->name}", $p);
        }
    }
    foreach ($c->getProperties() as $p) {
        show("  \${$p->name}", $p);
    }
}
[$c, $f, $o] = Unlisted\Base::make();
show('closure in make()', new ReflectionFunction($c));
show('arrow function in make()', new ReflectionFunction($f));
show('anonymous class in make()', new ReflectionObject($o));
show('  its method', new ReflectionMethod($o, 'inner'));
show('  its property', new ReflectionProperty($o, 'q'));
$child = new Unlisted\Child();
show('closure in help()', new ReflectionFunction($child->help(1)));
show('closure in closing()', new ReflectionFunction($child->closing()));
$a = new ReflectionObject($anon);
show('anonymous class', $a);
foreach ($a->getMethods() as $m) {
    show("  {$m->name}()", $m);
}
echo "done\n";
?>
--EXPECT--
Unlisted\Contract             : 
  Unlisted\Contract::promise(): 
    $p                        : 
  Unlisted\Contract::kept()   : Unlisted\Mark["interface method"]
    $k                        : 
Unlisted\Helper               : 
  Unlisted\Helper::help()     : 
    $h                        : 
  Unlisted\Helper::marked()   : Unlisted\Mark["trait method"]
  $fromTrait                  : 
Unlisted\Base                 : Unlisted\Mark["class"]
  Unlisted\Base::promise()    : 
    $p                        : 
  Unlisted\Base::later()      : 
    $n                        : 
  Unlisted\Base::make()       : 
    $args                     : 
  Unlisted\Base::kept()       : Unlisted\Mark["kept"]
    $k                        : 
  Unlisted\Base::last()       : 
    $l                        : 
  Unlisted\Base::shared()     : 
  Unlisted\Base::closing()    : 
  Unlisted\Base::parameter()  : 
    $x                        : Unlisted\Mark["parameter"]
    $y                        : 
  Unlisted\Base::afterParameter(): 
    $z                        : 
  Unlisted\Base::aliased()    : 
    $h                        : 
  Unlisted\Base::help()       : 
    $h                        : 
  Unlisted\Base::marked()     : Unlisted\Mark["trait method"]
  $plain                      : 
  $other                      : 
  $shared                     : 
  $fromTrait                  : 
Unlisted\Child                : 
  Unlisted\Child::later()     : 
    $n                        : 
  Unlisted\Base::promise()    : 
    $p                        : 
  Unlisted\Base::make()       : 
    $args                     : 
  Unlisted\Base::kept()       : Unlisted\Mark["kept"]
    $k                        : 
  Unlisted\Base::last()       : 
    $l                        : 
  Unlisted\Base::shared()     : 
  Unlisted\Base::closing()    : 
  Unlisted\Base::parameter()  : 
    $x                        : Unlisted\Mark["parameter"]
    $y                        : 
  Unlisted\Base::afterParameter(): 
    $z                        : 
  Unlisted\Base::aliased()    : 
    $h                        : 
  Unlisted\Base::help()       : 
    $h                        : 
  Unlisted\Base::marked()     : Unlisted\Mark["trait method"]
  $plain                      : 
  $other                      : 
  $shared                     : 
  $fromTrait                  : 
closure in make()             : 
arrow function in make()      : 
anonymous class in make()     : 
  its method                  : 
  its property                : 
closure in help()             : 
closure in closing()          : Unlisted\Mark["closure after a method on its line"]
anonymous class               : 
  first()                     : 
  second()                    : Unlisted\Mark["anonymous class method"]
  third()                     : 
done
