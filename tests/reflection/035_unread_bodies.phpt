--TEST--
Reflection: what a required file declares inside function bodies without groups (which the compile hook's sparse parse leaves unread on PHP 7.x) has no attributes, without an exception; closures and anonymous classes that share a line with such a body keep their own
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
/* The file is over 2 KB with few groups, so PHP 7.x takes the sparse parse
 * (tests/compile/038); debug builds compare it with the whole parse. */
$dir = sys_get_temp_dir() . '/attrsyntax_reflection_035_' . getmypid();
@mkdir($dir);
$pad = "\n/* " . str_repeat('padding so that the file is parsed the sparse way ', 60) . " */\n";
$subject = <<<'PHP'
<?php
namespace Unread;

#[\Attribute(\Attribute::TARGET_ALL)]
class Mark { public function __construct(...$a) {} }

class Holder
{
    #[Mark('method')]
    public function plain()
    {
        $c = function ($x) { return $x; };
        $f = fn($y) => $y;
        $o = new class { public $p; public function m($q) {} };
        if (!function_exists('Unread\nested')) { function nested($n) {} }
        return [$c, $f, $o];
    }

    public function marked()
    {
        return [function () { return 1; },
            #[Mark('inner closure')]
            function ($z) {}];
    }

    public function oneLine() { return [function () {}, new class {}]; }
}

$before =
#[Mark('before')]
function () {}; function first() { return function ($b) {}; }
function maker()
{
    if (!class_exists('Unread\Made', false)) {
        class Made { public $m; const K = 1; public function mm($a) {} }
    }
}
PHP;
/* a closure or an anonymous class that starts on the last line of a function
 * body without groups: the file is parsed whole (its members' groups come later) */
$after = <<<'PHP'
<?php
namespace Unread;
function third() { return function ($x) {}; } $third = function (
    #[Mark('param of the closure after')] $x) {};
function fourth() { return function ($x) {}; } $fourth = new class {
    #[Mark('property of the class after')] public $x; };
PHP;
/* a group on the last line of a function body, after it: the body is read */
$inline = <<<'PHP'
<?php
namespace Unread;
function second() { return function ($s) {}; } $after = #[Mark('after')] function ($t) {};
PHP;
function show($what, $r) {
    $out = [];
    foreach ($r->getAttributes() as $a) {
        $out[] = $a->getName() . json_encode($a->getArguments());
    }
    echo str_pad($what, 34), ': ', implode(' ', $out), "\n";
}
/* each file's declarations are read before the next file is compiled, while
 * the compile hook's parse of it is still kept */
function load($dir, $name, $source, $pad) {
    file_put_contents("$dir/$name.php", $source . $pad);
    require "$dir/$name.php";
    unlink("$dir/$name.php");
    return get_defined_vars(); /* what the file assigned */
}
$v = load($dir, 'subject', $subject, $pad);
$h = new Unread\Holder();
[$c, $f, $o] = $h->plain();
show('method plain', new ReflectionMethod($h, 'plain'));
show('closure in plain', new ReflectionFunction($c));
show('its parameter', (new ReflectionFunction($c))->getParameters()[0]);
show('arrow function in plain', new ReflectionFunction($f));
show('anonymous class in plain', new ReflectionObject($o));
show('its property', new ReflectionProperty($o, 'p'));
show('its method', new ReflectionMethod($o, 'm'));
show('its method\'s parameter', (new ReflectionMethod($o, 'm'))->getParameters()[0]);
show('function in plain', new ReflectionFunction('Unread\nested'));
[$m1, $m2] = $h->marked();
show('closure in marked', new ReflectionFunction($m1));
show('attributed closure in marked', new ReflectionFunction($m2));
[$l1, $l2] = $h->oneLine();
show('closure in oneLine', new ReflectionFunction($l1));
show('anonymous class in oneLine', new ReflectionObject($l2));
show('closure before first', new ReflectionFunction($v['before']));
show('closure in first', new ReflectionFunction(Unread\first()));
Unread\maker();
show('class in maker', new ReflectionClass('Unread\Made'));
show('its property', new ReflectionProperty('Unread\Made', 'm'));
show('its constant', new ReflectionClassConstant('Unread\Made', 'K'));
show('its method', new ReflectionMethod('Unread\Made', 'mm'));
show('its method\'s parameter', (new ReflectionMethod('Unread\Made', 'mm'))->getParameters()[0]);
$v = load($dir, 'after', $after, $pad);
show('parameter of the closure in third', (new ReflectionFunction(Unread\third()))->getParameters()[0]);
show('parameter of the closure after', (new ReflectionFunction($v['third']))->getParameters()[0]);
show('closure in fourth', new ReflectionFunction(Unread\fourth()));
show('property of the class after', new ReflectionProperty($v['fourth'], 'x'));
$v = load($dir, 'inline', $inline, $pad);
show('closure in second', new ReflectionFunction(Unread\second()));
show('closure after second', new ReflectionFunction($v['after']));
rmdir($dir);
echo "done\n";
?>
--EXPECT--
method plain                      : Unread\Mark["method"]
closure in plain                  : 
its parameter                     : 
arrow function in plain           : 
anonymous class in plain          : 
its property                      : 
its method                        : 
its method's parameter            : 
function in plain                 : 
closure in marked                 : 
attributed closure in marked      : Unread\Mark["inner closure"]
closure in oneLine                : 
anonymous class in oneLine        : 
closure before first              : Unread\Mark["before"]
closure in first                  : 
class in maker                    : 
its property                      : 
its constant                      : 
its method                        : 
its method's parameter            : 
parameter of the closure in third : 
parameter of the closure after    : Unread\Mark["param of the closure after"]
closure in fourth                 : 
property of the class after       : Unread\Mark["property of the class after"]
closure in second                 : 
closure after second              : Unread\Mark["after"]
done
