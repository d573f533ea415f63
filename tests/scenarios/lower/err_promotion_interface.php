<?php
// Promotion in an interface constructor.
interface I {
    public function __construct(public int $x);
}
