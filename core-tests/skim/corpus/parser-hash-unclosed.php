A<?php
#[A(1, [2, (3]
function f() {}
