<?php
// PHP 8 declarations: see ../downgrade_all_types.php
interface I {}
interface J {}
final readonly class RC { public function __construct(public int $a) {} }
class P implements I, J {
    public readonly int $ro;
    readonly string $implicit;
    public int|string $u = 5;
    public ?int $n = null;
    public mixed $m;
    public static int|float $s = 1.5;
    public function __construct(
        public readonly array $list = [],
        int|null $maybe = null,
        private ?I $both = null,
        I&J $inter = null,
    ) {
        $this->ro = 1;
        $this->implicit = 'i';
    }
    public function me(): static { return $this; }
    public function nothing(): never { throw new Exception('never'); }
    public function f(mixed $x, false|string $y = false): int|false { return false; }
    public function nul(): ?P { return null; }
    public function n2(null|int $x): int|null { return $x; }
}
$p = new P([1], null, null, null);
var_dump($p->me() === $p, $p->f(1), $p->n2(3), $p->u, $p->ro, $p->implicit, $p->list);
$fn = fn(int|string $x): int|string => $x;
var_dump($fn('s'));
$c = function (mixed $x) use ($p): static|null { return null; };
var_dump($c(1));
try { $p->nothing(); } catch (Exception $e) { echo $e->getMessage(), ' line ', $e->getLine(), "\n"; }
$rc = new RC(5);
var_dump($rc->a);
echo (new ReflectionMethod('P', 'n2'))->getReturnType()->getName(), ' ', __LINE__, "\n";
