A@<?php
#[A] function f() {}
__halt_compiler(); #[B] class C {}
