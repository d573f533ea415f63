<?php
// 8.2: unexpected identifier "Foo", expecting "class" or "#["
$x = new #[A] Foo;
