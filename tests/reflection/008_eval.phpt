--TEST--
Reflection shim: attributes of eval()'d code, several evals of one line told apart, namespaces and imports inside eval
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
// attributes of code compiled by eval(), several evals of one line told apart
#[Attribute]
class Tag { public $v; public function __construct($v) { $this->v = $v; } }

$made = [];
foreach ([1, 2] as $i) {
    $made[] = eval("return new #[Tag($i)] class {};");
    eval("#[Tag('function $i')] function f$i(#[Tag('param $i')] \$x) {}");
}
$made[] = eval('return #[Tag("closure")] fn() => 1;');
foreach ([1, 2] as $i) {
    $made[] = eval("return #[Tag('closure $i')] function () {};");
    foreach (eval("return [new #[Tag('first $i')] class {}, new #[Tag('second $i')] class {}];") as $o) {
        $made[] = $o;
    }
}
eval('namespace Evaluated; use Tag as Alias; #[Alias(__NAMESPACE__ . "|" . __LINE__)] class K {}');

foreach ($made as $m) {
    $r = $m instanceof Closure ? new ReflectionFunction($m) : new ReflectionObject($m);
    foreach ($r->getAttributes() as $a) {
        echo $a->getName(), ' ', $a->newInstance()->v, "\n";
    }
}
foreach ([new ReflectionFunction('f1'), new ReflectionFunction('f2'), new ReflectionParameter('f2', 0), new ReflectionClass('Evaluated\K')] as $r) {
    foreach ($r->getAttributes() as $a) {
        echo $a->getName(), ' ', json_encode($a->getArguments()), "\n";
    }
}
--EXPECT--
Tag 1
Tag 2
Tag closure
Tag closure 1
Tag first 1
Tag second 1
Tag closure 2
Tag first 2
Tag second 2
Tag ["function 1"]
Tag ["function 2"]
Tag ["param 2"]
Tag ["Evaluated|1"]
