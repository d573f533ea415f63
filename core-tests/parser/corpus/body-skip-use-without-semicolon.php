A@<?php
use A\B function f() { $x = 1; } #[Attr(] function g() {}
