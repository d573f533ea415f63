--TEST--
Compile hook: a required file whose groups are all "#[" (the sparse parse: its groups parsed alone, its declarations read from the engine's AST) gives every declaration its own attributes, and PHP 8's errors, as the whole parse does
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; if (PHP_VERSION_ID >= 80000) die('skip the sparse parse is PHP 7.x\'s'); ?>
--FILE--
<?php
/* Each source is written to a file and required (code without a file is
 * parsed whole); each is over 2 KB (files under 512 bytes are parsed whole too). Debug
 * builds also compare every sparse parse with the whole parse of the same
 * source, and abort on a difference. Lines hold names and keywords in strings
 * and comments before the declarations they are looked up by. */
$dir = sys_get_temp_dir() . '/attrsyntax_compile_038_' . getmypid();
@mkdir($dir);
$pad = "\n/* " . str_repeat('padding so that the file is parsed the sparse way ', 60) . " */\n";
$subject = <<<'PHP'
<?php
declare(strict_types=1);
namespace App\Sparse;

use App\Sparse\Attr\{Mark, Other as Alias};
use function strlen;

#[Mark('class', __LINE__), Alias]
final class Subject extends \ArrayObject
{
    #[Mark('const')] const A = 1, B = 2;
    public const C = 'function class fn $typed';
    #[Mark('prop', __LINE__)]
    public
        ?int $typed = null, $second;
    public $plain;
    #[Mark('method')]
    public function method(#[Mark('param')] int $x, $y = 'function method') { return fn($z) => $z; }
    public function closures() { $a = function () { return 1; }; $b = #[Mark('closure', __LINE__)] function ($q) use ($a) { return $q; };
        return [$a, $b, #[Mark('arrow')] fn() => 2, new #[Mark('anon')] class(function () {}) { public function __construct($f) {} #[Mark('anon prop')] public $p; }];
    }
}
/* function helper() */ #[Mark('function')] function helper(#[Mark('p1')] $a, $b, #[Mark('p2')] $c) {}
interface I { #[Mark('interface method')] function m(); }
trait T { #[Mark('trait prop')] public $t; }
PHP;
file_put_contents("$dir/subject.php", $subject . $pad);
require "$dir/subject.php";

function show($what, $r) {
    $out = [];
    foreach ($r->getAttributes() as $a) {
        $out[] = $a->getName() . json_encode($a->getArguments());
    }
    echo str_pad($what, 18), ': ', implode(' ', $out), "\n";
}
$c = new ReflectionClass(App\Sparse\Subject::class);
show('class', $c);
show('const A', $c->getReflectionConstant('A'));
show('const B', $c->getReflectionConstant('B'));
show('const C', $c->getReflectionConstant('C'));
show('prop typed', $c->getProperty('typed'));
show('prop second', $c->getProperty('second'));
show('prop plain', $c->getProperty('plain'));
show('method', $c->getMethod('method'));
show('param x', $c->getMethod('method')->getParameters()[0]);
show('param y', $c->getMethod('method')->getParameters()[1]);
show('method closures', $c->getMethod('closures'));
[$a, $b, $arrow, $anon] = (new App\Sparse\Subject())->closures();
show('closure a', new ReflectionFunction($a));
show('closure b', new ReflectionFunction($b));
show('arrow', new ReflectionFunction($arrow));
show('anon class', new ReflectionObject($anon));
show('anon prop', new ReflectionProperty($anon, 'p'));
show('function', new ReflectionFunction('App\Sparse\helper'));
foreach ((new ReflectionFunction('App\Sparse\helper'))->getParameters() as $p) {
    show('param ' . $p->getName(), $p);
}
show('interface method', new ReflectionMethod('App\Sparse\I', 'm'));
show('trait prop', new ReflectionProperty('App\Sparse\T', 't'));

/* errors: a group in no declaration's place, a group on an import's line, an
 * internal attribute on the wrong target, each in its own process */
preg_match('#\S+/attrsyntax\.so#', file_get_contents('/proc/self/maps'), $m);
$errors = [
    'misplaced' => "<?php\nfunction f(\$x) {\n    #[A] \$x = 1;\n}\n",
    'import line' => "<?php\nnamespace N;\nuse A\\B; #[B] function g() {}\necho (new \\ReflectionFunction('N\\g'))->getAttributes()[0]->getName(), \"\\n\";\n",
    'target' => "<?php\n#[\\Attribute]\nfunction h() {}\n",
    'named' => "<?php\nclass K {\n    #[A(x: 1, x: 2)]\n    public \$p;\n}\n",
];
foreach ($errors as $what => $code) {
    file_put_contents("$dir/error.php", $code . $pad);
    $cmd = [PHP_BINARY, '-n', '-d', 'extension=' . $m[0], '-d', 'display_errors=1', '-r', 'require $argv[1];', "$dir/error.php"];
    $p = proc_open($cmd, [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
    $out = trim(stream_get_contents($pipes[1]) . stream_get_contents($pipes[2]));
    proc_close($p);
    echo str_pad($what, 18), ': ', str_replace($dir, 'DIR', preg_replace('/\s+/', ' ', $out)), "\n";
}
unlink("$dir/error.php");
unlink("$dir/subject.php");
rmdir($dir);
?>
--EXPECT--
class             : App\Sparse\Attr\Mark["class",8] App\Sparse\Attr\Other[]
const A           : App\Sparse\Attr\Mark["const"]
const B           : App\Sparse\Attr\Mark["const"]
const C           : 
prop typed        : App\Sparse\Attr\Mark["prop",13]
prop second       : App\Sparse\Attr\Mark["prop",13]
prop plain        : 
method            : App\Sparse\Attr\Mark["method"]
param x           : App\Sparse\Attr\Mark["param"]
param y           : 
method closures   : 
closure a         : 
closure b         : App\Sparse\Attr\Mark["closure",19]
arrow             : App\Sparse\Attr\Mark["arrow"]
anon class        : App\Sparse\Attr\Mark["anon"]
anon prop         : App\Sparse\Attr\Mark["anon prop"]
function          : App\Sparse\Attr\Mark["function"]
param a           : App\Sparse\Attr\Mark["p1"]
param b           : 
param c           : App\Sparse\Attr\Mark["p2"]
interface method  : App\Sparse\Attr\Mark["interface method"]
trait prop        : App\Sparse\Attr\Mark["trait prop"]
misplaced         : Parse error: syntax error, unexpected variable "$x" in DIR/error.php on line 3
import line       : A\B
target            : Fatal error: Attribute "Attribute" cannot target function (allowed targets: class) in DIR/error.php on line 3
named             : Fatal error: Duplicate named parameter $x in DIR/error.php on line 4