A@<?php
#[A] readonly final class C {}
#[B] abstract class D { #[M] abstract protected function m(); }
#[C] final abstract readonly class E {}
