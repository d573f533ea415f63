<?php
// 8.2: ReturnTypeWillChange cannot target function (allowed targets: method)
#[ReturnTypeWillChange]
function f() {}
