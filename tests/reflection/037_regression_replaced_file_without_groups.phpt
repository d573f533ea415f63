--TEST--
Reflection (regression): code compiled from a file without attribute groups has no attributes, even after the file is replaced by one that declares some in the same places (PHP 8 reads them from the compiled code); the file was read as it was then
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
$dir = sys_get_temp_dir() . '/attrsyntax_reflection_037_' . getmypid();
@mkdir($dir);
$before = <<<'PHP'
<?php
namespace Replaced;
class C
{
    const K = 1;
    public $p;
    public function m($x) { return function ($y) {}; }
}
class Bare {}
function f() {}
PHP;
$after = <<<'PHP'
<?php
namespace Replaced;
#[A('class')] class C
{
    #[A('const')] const K = 1;
    #[A('property')] public $p;
    #[A('method')] public function m(#[A('param')] $x) { return #[A('closure')] function ($y) {}; }
}
#[A('bare')] class Bare {}
#[A('function')] function f() {}
PHP;
file_put_contents("$dir/f.php", $before);
require "$dir/f.php";
file_put_contents("$dir/f.php", $after);
/* a "#[" that begins a line, in a string: the file is parsed, and holds no group */
file_put_contents("$dir/g.php", "<?php\nnamespace Replaced;\n\$s = '\n#[x]';\nfunction g() {}\n");
require "$dir/g.php";
file_put_contents("$dir/g.php", "<?php\nnamespace Replaced;\n\$s = '\n#[x]';\n#[A] function g() {}\n");
clearstatcache();
function show($what, $r) {
    try {
        echo str_pad($what, 10), ': ', count($r->getAttributes()), "\n";
    } catch (ReflectionException $e) {
        echo str_pad($what, 10), ': ', get_class($e), "\n";
    }
}
show('class', new ReflectionClass('Replaced\C'));
show('constant', new ReflectionClassConstant('Replaced\C', 'K'));
show('property', new ReflectionProperty('Replaced\C', 'p'));
show('method', new ReflectionMethod('Replaced\C', 'm'));
show('parameter', new ReflectionParameter(['Replaced\C', 'm'], 'x'));
show('closure', new ReflectionFunction((new Replaced\C())->m(1)));
show('bare class', new ReflectionClass('Replaced\Bare'));
show('function', new ReflectionFunction('Replaced\f'));
show('parsed', new ReflectionFunction('Replaced\g'));
unlink("$dir/f.php");
unlink("$dir/g.php");
rmdir($dir);
?>
--EXPECT--
class     : 0
constant  : 0
property  : 0
method    : 0
parameter : 0
closure   : 0
bare class: 0
function  : 0
parsed    : 0
