--TEST--
Compile hook and Reflection shim: methods and class constants named after keywords that declare ("function class()", "const FUNCTION", "const TRAIT") are names, not declarations (before: a parse error, attributes lost, or an anonymous class's attributes without the method's name)
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
#[Attribute]
class Attr { public function __construct(public $v = '') {} }
class A {
    /* methods and constants may bear the names of keywords that declare */
    #[Attr('function')] const FUNCTION = 1;
    #[Attr('class_ and trait')] const CLASS_ = 2, TRAIT = 3;
    #[Attr('constant')]
    const AFTER = 4;
    public function class() { return new #[Attr(__METHOD__)] class { }; }
    public function &function() { $o = new #[Attr(__METHOD__)] class { }; return $o; }
    public function fn() { return #[Attr('fn closure')] function () { }; }
    public function interface() { return new #[Attr(__METHOD__)] class { }; }
    public function trait() { return new #[Attr(__METHOD__)] class { }; }
    #[Attr('after')]
    public function after() { }
}
$a = new A;
foreach ([$a->class(), $a->function(), $a->interface(), $a->trait()] as $o) {
    foreach ((new ReflectionObject($o))->getAttributes() as $attribute) {
        echo json_encode($attribute->getArguments()), "\n";
    }
}
foreach ([new ReflectionFunction($a->fn()), new ReflectionMethod('A', 'after'), new ReflectionClassConstant('A', 'FUNCTION'),
        new ReflectionClassConstant('A', 'CLASS_'), new ReflectionClassConstant('A', 'TRAIT'), new ReflectionClassConstant('A', 'AFTER')] as $r) {
    foreach ($r->getAttributes() as $attribute) {
        echo json_encode($attribute->getArguments()), "\n";
    }
}
echo count((new ReflectionMethod('A', 'class'))->getAttributes()), "\n";
?>
--EXPECT--
["A::class"]
["A::function"]
["A::interface"]
["A::trait"]
["fn closure"]
["after"]
["function"]
["class_ and trait"]
["class_ and trait"]
["constant"]
0
