--TEST--
Bug: PHP 7.4, create_function() called from one line in a loop: every lambda's parameter reported the last lambda's attribute; each compiled declaration keeps its own
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
#[Attribute]
class A
{
    public $v;
    public function __construct($v = null) { $this->v = $v; }
}
$lambdas = [];
for ($i = 0; $i < 3; $i++) {
    $lambdas[] = @create_function('#[A(' . $i . ')] $x', 'return $x;');
}
/* and eval()'d code of one name and line, declaring functions and classes of one name under conditions */
for ($i = 0; $i < 2; $i++) {
    eval('if (' . $i . ') { #[A("class ' . $i . '")] class K' . $i . ' {} } else { #[A("other ' . $i . '")] class K' . $i . ' {} }');
}
foreach ($lambdas as $f) {
    $p = (new ReflectionFunction($f))->getParameters()[0];
    echo json_encode($p->getAttributes()[0]->getArguments()), "\n";
}
foreach (['K0', 'K1'] as $k) {
    echo $k, ' ', json_encode((new ReflectionClass($k))->getAttributes()[0]->getArguments()), "\n";
}
?>
--EXPECT--
[0]
[1]
[2]
K0 ["other 0"]
K1 ["class 1"]
