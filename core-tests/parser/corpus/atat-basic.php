B@<?php
@@Inject public $db;
@@A(1) function f(@@B $x, @@C(2) ?Foo $y) {}
@@foo();
class C { @@Column("x") private $x; @@Route("/") public function m() {} }
