<?php
// 8.2: Can't use function return value in write context
echo 'never printed';
strlen(...) = 1;
