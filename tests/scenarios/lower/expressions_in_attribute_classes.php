<?php
// The expression constructs inside classes that use the declaration constructs:
// an attribute class with promoted properties whose methods use match, ?->,
// throw expressions and $object::class; its attributes read through Reflection.
#[Attribute(Attribute::TARGET_CLASS | Attribute::TARGET_METHOD)]
final class Route
{
    public function __construct(
        public string $path,
        public ?Route $parent = null,
        public array $methods = ['GET'],
    ) {
        $this->path !== '' ?: throw new InvalidArgumentException('empty path on line ' . __LINE__);
    }

    public function full(): string
    {
        return ($this->parent?->full() ?? '') . $this->path;
    }

    public function kind(): string
    {
        return match (true) {
            $this->parent === null => 'root',
            $this->parent?->parent === null => 'child of ' . $this->parent::class,
            default => 'deep',
        };
    }
}

#[Route('/api')]
class Api
{
    #[Route('/users', methods: ['GET', 'POST'])]
    public function users() {}
}

$api = (new ReflectionClass(Api::class))->getAttributes()[0]->newInstance();
$users = (new ReflectionMethod(Api::class, 'users'))->getAttributes()[0]->newInstance();
$users->parent = $api;
$deep = new Route('/x', $users);
foreach ([$api, $users, $deep] as $route) {
    echo $route->full(), ' ', $route->kind(), ' ', implode(',', $route->methods), "\n";
}
try {
    new Route('');
} catch (InvalidArgumentException $e) {
    echo $e->getMessage(), ' (', $e->getLine(), ")\n";
}
echo json_encode(array_map(fn(ReflectionParameter $p) => [$p->getName(), $p->isPromoted()],
    (new ReflectionMethod(Route::class, '__construct'))->getParameters())), "\n";
