<?php
declare(strict_types=1);
namespace N1 { #[Attr(N1\X::class, \Foo::BAR['k'])] class A {} }
namespace N2 { use N1\A as B; #[B(namespace\C::D, ~1 | 2 & 3 ^ 4 << 1)] function g() {} }
