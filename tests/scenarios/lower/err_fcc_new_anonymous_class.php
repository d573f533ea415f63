<?php
// 8.2: Cannot create Closure for new expression
echo 'never printed';
$make = new class(...) {};
