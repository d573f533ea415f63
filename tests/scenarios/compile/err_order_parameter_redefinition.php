<?php
// 8.2: 'Redefinition of parameter' is checked before the parameter's attributes
function f($a, #[A(foo())] $a) {}
