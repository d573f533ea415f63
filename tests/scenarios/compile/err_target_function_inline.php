<?php
// 8.2: cannot target function, all on one line after other code
echo 'never printed';
const X = 1; #[Attribute] function f() { return 1; }
