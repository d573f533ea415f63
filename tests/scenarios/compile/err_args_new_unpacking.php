<?php
// 8.2: Argument unpacking in constant expressions is not supported
#[A(new Foo(...[1]))] function f() {}
