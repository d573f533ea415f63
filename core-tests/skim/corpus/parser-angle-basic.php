D<?php
<<A(1)>> class C {}
<<B>> <<C("x")>> function f(<<P>> $x) {}
$a << B >> $c;
class D { <<X>> public function m() {} }
