<?php
class A {
    public static function make(): static { return new static; }
    public static function bad(): static { return new A; }
    public static function maybe($x): ?static { return $x; }
    public function fluent(): static { return $this; }
}
class B extends A {}
var_dump(get_class(B::make()), get_class((new B)->fluent()), B::maybe(null));
foreach ([fn() => B::bad(), fn() => B::maybe(new A), fn() => B::maybe(5)] as $f) {
    try { $f(); } catch (TypeError $e) { echo $e->getMessage(), " @", $e->getLine(), "\n"; }
}

