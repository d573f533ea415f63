G<?php
<<A>> @@B #[C(1, [2 => 3])] class X { #[P] public int $p; }
