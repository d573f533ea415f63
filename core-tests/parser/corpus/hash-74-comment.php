A@<?php
# a comment
#[A] function f() {}
$x = 1; #[ not an attribute on 7.4
#[B]
class C {}
