A?php
namespace N; use A\B; #[B\C(1, x: [1,2,3])] class X { #[M(self::Y)] function m(#[P] $p) {} }
