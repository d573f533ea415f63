--TEST--
Reflection shim: a method named after a control structure ("switch", "catch", "if") holds its body: magic constants in the attributes of an anonymous class declared in it name the method (its body was taken for a switch block and "__METHOD__" was empty)
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
#[Attribute]
class Attr { public function __construct(public $v = '') {} }
class A {
    /* methods may be named after control structures: their bodies are theirs */
    public function switch($x) {
        return new #[Attr(__FUNCTION__ . ' ' . __METHOD__)] class { };
    }
    public function catch($x) {
        return new #[Attr(__METHOD__)] class { };
    }
    public function if() {
        return [new #[Attr(__METHOD__)] class { }, #[Attr(__CLASS__)] function () { }];
    }
    public function after() {
        return new #[Attr(__METHOD__)] class { };
    }
}
$a = new A;
[$if, $closure] = $a->if();
foreach ([$a->switch(1), $a->catch(1), $if, $a->after(), $closure] as $o) {
    $r = $o instanceof Closure ? new ReflectionFunction($o) : new ReflectionObject($o);
    foreach ($r->getAttributes() as $attribute) {
        echo $attribute->getName(), ' ', json_encode($attribute->getArguments()), "\n";
    }
}
?>
--EXPECT--
Attr ["switch A::switch"]
Attr ["A::catch"]
Attr ["A::if"]
Attr ["A::after"]
Attr ["A"]
