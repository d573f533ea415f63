<?php
// 8.2: a target error in eval()'d code (E_ERROR)
echo "before eval\n";
eval('class C { #[Attribute] public function m() {} }');
