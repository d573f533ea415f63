<?php
// 8.2: Constant expression contains invalid operations ($x->y)
class C { #[A($x->y)] const K = 1; }
