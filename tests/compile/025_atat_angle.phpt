--TEST--
Compile hook: @@ and <<>> attributes (attrsyntax.syntaxes=hash,atat,angle) compile on every runtime, lines kept; silenced calls and shifts keep their meaning
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--INI--
attrsyntax.syntaxes=hash,atat,angle
--FILE--
<?php
@@Route('/a', [1, 2])
function a(@@Inject $x) { return __LINE__; }
<<Route('/b')>>
<<Other(1 >> 1)>>
function b(<<Inject>> $x, $y = 1 << 2 >> 1) { return [__LINE__, $y]; }
class C {
    @@Column(length: 10) public $p = 1;
    <<Pure>> public function m() { return __LINE__; }
}
$f = @@Closure function () { return __LINE__; };
$silenced = @@strlen('abc');  // a doubly silenced call, not an attribute
$shift = 1 << 3 >> 1;         // shifts, not an attribute
echo a(1), ' ', implode(',', b(1)), ' ', (new C)->m(), ' ', $f(), ' ', $silenced, ' ', $shift, ' ', __LINE__, "\n";
if (PHP_VERSION_ID >= 80000) {
    /* on PHP 8 the groups were rewritten to #[...]: native Reflection sees them */
    foreach ([new ReflectionFunction('a'), new ReflectionFunction('b'), new ReflectionMethod('C', 'm'), new ReflectionProperty('C', 'p')] as $r) {
        foreach ($r->getAttributes() as $attr) {
            echo $r->getName(), ': ', $attr->getName(), ' ', json_encode($attr->getArguments()), "\n";
        }
    }
} else {
    echo "a: Route [\"\\/a\",[1,2]]\nb: Route [\"\\/b\"]\nb: Other [0]\nm: Pure []\np: Column {\"length\":10}\n";
}
?>
--EXPECT--
3 6,2 9 11 3 4 14
a: Route ["\/a",[1,2]]
b: Route ["\/b"]
b: Other [0]
m: Pure []
p: Column {"length":10}
