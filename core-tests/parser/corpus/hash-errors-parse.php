A@<?php
#[A] $x = 1;
#[B] echo 1;
class C { #[A] use T; }
