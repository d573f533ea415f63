G@<?php
<<A>> @@B #[C] class X {}
@@D #[E] function f() {}
