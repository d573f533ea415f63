<?php
echo "included, never printed\n";
class IncludedC {
    public function __construct(
        $a,
        protected ...$rest
    ) {}
}
