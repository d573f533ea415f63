<?php
// 8.2: Constant expression contains invalid operations
echo 'never printed';
function f($callback = strlen(...)) {}
