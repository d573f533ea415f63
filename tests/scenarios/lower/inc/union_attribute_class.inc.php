<?php
namespace App\Attribute;

#[\Attribute(\Attribute::TARGET_CLASS | \Attribute::IS_REPEATABLE)]
class Configure
{
    public function __construct(
        public ?array $tags = null,
        public bool|string|null $lazy = null,
        public ?bool $public = null,
        public array|string|null $configurator = null,
        public int|float $weight = 0,
    ) {
    }
}

#[Configure(tags: ['app.handler'], lazy: true, configurator: [Handler::class, 'configure'])]
#[Configure(lazy: 'Some\Interface', weight: '1.5')]
#[Configure(lazy: 1, public: true, weight: 2)]
class Handler
{
    public static function configure(): void {}
}

#[Configure(lazy: [])]
class Broken {}

foreach ([Handler::class, Broken::class] as $class) {
    foreach ((new \ReflectionClass($class))->getAttributes(Configure::class) as $i => $attribute) {
        echo $class, ' #', $i, ': ', json_encode($attribute->getArguments()), ' -> ';
        try {
            $c = $attribute->newInstance();
            echo json_encode([$c->tags, $c->lazy, $c->public, $c->configurator, $c->weight]), "\n";
        } catch (\TypeError $e) {
            echo get_class($e), ': ', $e->getMessage(), "\n";
        }
    }
}
