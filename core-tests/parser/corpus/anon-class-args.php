A@<?php
$x = new #[A] #[B] class (new #[C] class {}) { #[D] public function __construct(#[E] $e) {} };
