A<?php
#[A(,)]
#[B(1,,2)]
#[C(1, ...)]
function f() {}
