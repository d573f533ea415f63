--TEST--
eval()s made at one place share their name: the closures and anonymous classes of a line of one of them get their own attributes, not those of the same line of an earlier one
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)]
class A { public function __construct(...$a) {} }
function names($r)
{
    $s = [];
    foreach ($r->getAttributes() as $a) {
        $s[] = $a->getName() . json_encode($a->getArguments());
    }
    return implode(',', $s) ?: '-';
}
$codes = [
    'return [function () {}, new class {}];',
    'return [#[A(1)] function () {}, #[A(2)] function () {}, new #[A(3)] class {}, new #[A(4)] class {}];',
    'return [#[A(5)] fn() => 1, #[A(6)] function () {}, new #[A(7)] class {}];',
    'return [#[A(1)] function () {}, #[A(2)] function () {}, new #[A(3)] class {}, new #[A(4)] class {}];',
];
foreach ($codes as $i => $code) {
    echo "eval $i:";
    foreach (eval($code) as $x) {
        echo ' ', names($x instanceof Closure ? new ReflectionFunction($x) : new ReflectionObject($x));
    }
    echo "\n";
}
?>
--EXPECT--
eval 0: - -
eval 1: A[1] A[2] A[3] A[4]
eval 2: A[5] A[6] A[7]
eval 3: A[1] A[2] A[3] A[4]
