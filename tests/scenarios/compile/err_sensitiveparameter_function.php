<?php
// 8.2: SensitiveParameter cannot target function (allowed targets: parameter)
#[SensitiveParameter]
function f(#[SensitiveParameter] $ok) {}
