<?php
// 8.2: unexpected token ")", expecting variable
function f($a, #[A]
) {}
