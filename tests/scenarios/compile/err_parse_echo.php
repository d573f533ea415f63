<?php
// 8.2: Parse error: syntax error, unexpected token "echo"
echo 'never printed';
#[A] echo 1;
