<?php
class Point
{
    public $tags = [];
    public function __construct(public int $x = 1) {}
    public function __clone(): void
    {
        $this->tags[] = 'cloned on line ' . __LINE__;
    }
}
trait Copies
{
    public function __CLONE() /* the type */ : VOID { $this->copied = true; }
}
class Doc { use Copies; public $copied = false; }
$p = new Point(5);
$q = clone $p;
var_dump($q->x, $q->tags, $p->tags, (clone new Doc)->copied);
$anon = new class { public $n = 0; public function __clone(): void { $this->n++; } };
var_dump((clone $anon)->n);
function __clone(): void { echo "a function, not a method\n"; }
__clone();
echo __LINE__, "\n";
