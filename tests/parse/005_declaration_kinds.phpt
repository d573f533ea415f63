--TEST--
attrsyntax_parse(): the full entry of every declaration kind (enum and its cases, interface constants, functions, closures and arrow functions and their parameters, promoted properties)
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
/* Guards the shape of the result (every key, in order, with its type) and the
 * 'kind', 'name', 'class' and 'function' of the kinds parse/001 does not show:
 * a parameter of a free function or a closure, an enum case, a promoted property
 * parameter, an interface constant, members of an enum. */
$code = <<<'PHP'
<?php
namespace N;
#[E] enum Suit: string {
    #[C] case Hearts = 'H';
    #[K] const Wild = self::Hearts;
    #[M] public static function pick(#[P] int $n): self { return self::Hearts; }
}
interface I { #[IC] public const X = 1; }
#[F] function free(#[P1] $a, $b, #[P2] string ...$rest) {}
$c = function (#[CP] $x) {};
$f = fn(#[AP] $y) => $y;
final class K { public function __construct(#[Promoted] private readonly int $id) {} }
PHP;
$decls = attrsyntax_parse($code);
var_dump(array_keys($decls[0]), array_keys($decls[0]['attributes'][0]));
foreach ($decls as $d) {
    printf("%-15s name=%-7s class=%-8s function=%-12s line=%d types=%s\n", $d['kind'], var_export($d['name'], true),
        var_export($d['class'], true), var_export($d['function'], true), $d['line'],
        implode(',', array_map('gettype', [$d['kind'], $d['name'], $d['class'], $d['function'], $d['line'], $d['namespace'], $d['imports'], $d['attributes']])));
}
?>
--EXPECT--
array(8) {
  [0]=>
  string(4) "kind"
  [1]=>
  string(4) "name"
  [2]=>
  string(5) "class"
  [3]=>
  string(8) "function"
  [4]=>
  string(4) "line"
  [5]=>
  string(9) "namespace"
  [6]=>
  string(7) "imports"
  [7]=>
  string(10) "attributes"
}
array(4) {
  [0]=>
  string(4) "name"
  [1]=>
  string(9) "arguments"
  [2]=>
  string(4) "line"
  [3]=>
  string(6) "syntax"
}
enum            name='Suit'  class=NULL     function=NULL         line=3 types=string,string,NULL,NULL,integer,string,array,array
class constant  name='Hearts' class='N\\Suit' function=NULL         line=4 types=string,string,string,NULL,integer,string,array,array
class constant  name='Wild'  class='N\\Suit' function=NULL         line=5 types=string,string,string,NULL,integer,string,array,array
method          name='pick'  class='N\\Suit' function=NULL         line=6 types=string,string,string,NULL,integer,string,array,array
parameter       name='n'     class='N\\Suit' function='pick'       line=6 types=string,string,string,string,integer,string,array,array
class constant  name='X'     class='N\\I'   function=NULL         line=8 types=string,string,string,NULL,integer,string,array,array
function        name='free'  class=NULL     function=NULL         line=9 types=string,string,NULL,NULL,integer,string,array,array
parameter       name='a'     class=NULL     function='free'       line=9 types=string,string,NULL,string,integer,string,array,array
parameter       name='rest'  class=NULL     function='free'       line=9 types=string,string,NULL,string,integer,string,array,array
parameter       name='x'     class=NULL     function=NULL         line=10 types=string,string,NULL,NULL,integer,string,array,array
parameter       name='y'     class=NULL     function=NULL         line=11 types=string,string,NULL,NULL,integer,string,array,array
parameter       name='id'    class='N\\K'   function='__construct' line=12 types=string,string,string,string,integer,string,array,array
