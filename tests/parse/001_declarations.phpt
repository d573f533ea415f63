--TEST--
attrsyntax_parse(): every declaration kind, names resolved against namespaces and imports, arguments as source text, lines and syntaxes
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
$code = <<<'PHP'
<?php
namespace App\Http;
use Foo\Bar as Baz, Some\Route;
use Grp\{One, Two as Deux};
use function Grp\helper;
#[Route('/x', methods: ['GET', ']']), Baz\Q(1 >> 2)]
#[\Full\Name, namespace\Rel]
final class C extends P {
    #[Inject] public static ?int $a = 1, $b;
    #[Deux(self::class)] private const X = 1, Y = 2;
    #[One] public function m(#[Two(1 + 2 * 3)] int &$x = null, @@Atat ...$rest) {
        $f = #[Closure] static function () use ($x) {};
        $g = <<Angle>> fn($y) => $y;
        $o = new #[Anon] class(1) {};
    }
}
interface I { #[helper] function i(); }
trait T { #[Route(name: "t")] public $p; }
#[Attribute(Attribute::TARGET_CLASS)]
abstract class MyAttr {}
namespace Other;
#[Route] function free() {}
PHP;
foreach (attrsyntax_parse($code, ATTRSYNTAX_HASH | ATTRSYNTAX_ATAT | ATTRSYNTAX_ANGLE) as $d) {
    $attrs = [];
    foreach ($d['attributes'] as $a) {
        $args = [];
        foreach ($a['arguments'] as $k => $v) {
            $args[] = is_string($k) ? "$k: $v" : $v;
        }
        $attrs[] = sprintf('%s(%s)@%d/%s', $a['name'], implode(', ', $args), $a['line'], $a['syntax']);
    }
    printf("%-15s %-6s class=%s fn=%s line=%d ns=%s imports=%d/%d/%d\n    %s\n", $d['kind'], $d['name'] ?? '-',
        $d['class'] ?? '-', $d['function'] ?? '-', $d['line'], $d['namespace'],
        count($d['imports']['class']), count($d['imports']['function']), count($d['imports']['const']), implode("\n    ", $attrs));
}
/* without the flags, @@ and << are no attributes: their declarations are not listed */
echo count(attrsyntax_parse($code)), "\n";
?>
--EXPECT--
class           C      class=- fn=- line=8 ns=App\Http imports=4/1/0
    Some\Route('/x', methods: ['GET', ']'])@6/hash
    Foo\Bar\Q(1 >> 2)@6/hash
    Full\Name()@7/hash
    App\Http\Rel()@7/hash
property        a      class=App\Http\C fn=- line=9 ns=App\Http imports=4/1/0
    App\Http\Inject()@9/hash
property        b      class=App\Http\C fn=- line=9 ns=App\Http imports=4/1/0
    App\Http\Inject()@9/hash
class constant  X      class=App\Http\C fn=- line=10 ns=App\Http imports=4/1/0
    Grp\Two(self::class)@10/hash
class constant  Y      class=App\Http\C fn=- line=10 ns=App\Http imports=4/1/0
    Grp\Two(self::class)@10/hash
method          m      class=App\Http\C fn=- line=11 ns=App\Http imports=4/1/0
    Grp\One()@11/hash
parameter       x      class=App\Http\C fn=m line=11 ns=App\Http imports=4/1/0
    App\Http\Two(1 + 2 * 3)@11/hash
parameter       rest   class=App\Http\C fn=m line=11 ns=App\Http imports=4/1/0
    App\Http\Atat()@11/atat
closure         -      class=- fn=- line=12 ns=App\Http imports=4/1/0
    App\Http\Closure()@12/hash
arrow function  -      class=- fn=- line=13 ns=App\Http imports=4/1/0
    App\Http\Angle()@13/angle
anonymous class -      class=- fn=- line=14 ns=App\Http imports=4/1/0
    App\Http\Anon()@14/hash
method          i      class=App\Http\I fn=- line=17 ns=App\Http imports=4/1/0
    App\Http\helper()@17/hash
property        p      class=App\Http\T fn=- line=18 ns=App\Http imports=4/1/0
    Some\Route(name: "t")@18/hash
class           MyAttr class=- fn=- line=20 ns=App\Http imports=4/1/0
    App\Http\Attribute(Attribute::TARGET_CLASS)@19/hash
function        free   class=- fn=- line=22 ns=Other imports=0/0/0
    Other\Route()@22/hash
13
