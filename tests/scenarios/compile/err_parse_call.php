<?php
// 8.2: unexpected identifier "foo"
#[A]
foo();
