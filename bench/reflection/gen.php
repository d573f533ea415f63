<?php
/*
 * Writes the attributed file of bench/reflection.sh:
 *
 *   php bench/reflection/gen.php CLASSES OUT.php [PLAIN]
 *
 * Deterministic: the same CLASSES give the same bytes. The file holds two
 * bracketed namespaces: Bench\Reflection\Attr with the attribute classes (each
 * declared with #[Attribute(...)] and a constructor) and Bench\Reflection\Model
 * with CLASSES classes that import them with `use`. Classes alternate between
 * two shapes of 10 and 8 attributes (9 on average): attributes on the class
 * (one of them repeated), a class constant, properties, methods and parameters,
 * with positional and named arguments, nested arrays, class constants, ::class,
 * a global constant and constant arithmetic.
 *
 * Every attribute group sits on a line of its own and nothing else in the file
 * starts with `#`, so that the file is also valid PHP 7.4 without attrsyntax (the
 * groups are comments there): the php-parser reader runs on a bare PHP 7.4.
 * Outside the groups only PHP 7.4 syntax is used. Prints the number of
 * attributes written.
 *
 * PLAIN (default 0) adds as many methods without attributes to each class,
 * with bodies of a few lines: with 12, a group comes every 400 bytes or so,
 * as in real library files, and PHP 7.4's compile hook takes its sparse parse
 * (which does not list those methods: reading them finds no attributes).
 */
[, $classes, $path] = $argv;
$classes = (int) $classes;
$plainMethods = (int) ($argv[3] ?? 0);
/* the methods without attributes of class $n */
$plain = function ($n) use ($plainMethods) {
    $out = '';
    for ($k = 1; $k <= $plainMethods; $k++) {
        $out .= <<<PHP

        public function helper$k(\$value, int \$limit = $k)
        {
            if (\$value === null) {
                return \$limit;
            }
            return strlen((string) \$value) + \$limit * $n;
        }

PHP;
    }
    return $out;
};

$out = <<<'PHP'
<?php
namespace Bench\Reflection\Attr {
    use Attribute;

    #[Attribute(Attribute::TARGET_CLASS)]
    final class Entity
    {
        public $table;
        public $options;

        public function __construct(string $table, array $options = [])
        {
            $this->table = $table;
            $this->options = $options;
        }
    }

    #[Attribute(Attribute::TARGET_CLASS | Attribute::IS_REPEATABLE)]
    final class Tag
    {
        public $name;
        public $weight;

        public function __construct(string $name, int $weight = 0)
        {
            $this->name = $name;
            $this->weight = $weight;
        }
    }

    #[Attribute(Attribute::TARGET_CLASS | Attribute::TARGET_METHOD)]
    final class Cache
    {
        public const DEFAULT_TTL = 300;
        public $ttl;
        public $tags;

        public function __construct(int $ttl = self::DEFAULT_TTL, array $tags = [])
        {
            $this->ttl = $ttl;
            $this->tags = $tags;
        }
    }

    #[Attribute(Attribute::TARGET_PROPERTY)]
    final class Column
    {
        public $type;
        public $length;
        public $nullable;
        public $default;

        public function __construct(string $type = 'string', ?int $length = null, bool $nullable = false, $default = null)
        {
            $this->type = $type;
            $this->length = $length;
            $this->nullable = $nullable;
            $this->default = $default;
        }
    }

    #[Attribute(Attribute::TARGET_CLASS_CONSTANT)]
    final class Label
    {
        public $text;
        public $locale;

        public function __construct(string $text, string $locale = 'en')
        {
            $this->text = $text;
            $this->locale = $locale;
        }
    }

    #[Attribute(Attribute::TARGET_METHOD)]
    final class Route
    {
        public const GET = 'GET';
        public const POST = 'POST';
        public $path;
        public $methods;
        public $name;
        public $requirements;

        public function __construct(string $path, array $methods = [self::GET], ?string $name = null, array $requirements = [])
        {
            $this->path = $path;
            $this->methods = $methods;
            $this->name = $name;
            $this->requirements = $requirements;
        }
    }

    #[Attribute(Attribute::TARGET_PARAMETER)]
    final class Inject
    {
        public $service;
        public $optional;

        public function __construct(?string $service = null, bool $optional = false)
        {
            $this->service = $service;
            $this->optional = $optional;
        }
    }
}

namespace Bench\Reflection\Model {
    use Bench\Reflection\Attr\{Entity, Tag, Column, Label, Route, Inject};
    use Bench\Reflection\Attr as A;

    interface Repository
    {
    }


PHP;

$attributes = 0;
for ($i = 0; $i < $classes; $i++) {
    $n = $i + 1;
    if ($i % 2 === 0) {
        $attributes += 10;
        $out .= <<<PHP
    #[Entity('items_$n', options: ['engine' => 'InnoDB', 'charset' => self::CHARSET, 'shard' => $n % 8])]
    #[Tag('catalog')]
    #[Tag(name: 'hot', weight: $n)]
    final class Item$n
    {
        public const CHARSET = 'utf8mb4';
        #[Label('Item $n', locale: 'de')]
        public const KIND = 'item$n';
        public const TTL = 60 * $n;

        #[Column('int', nullable: false)]
        private \$id = $n;
        #[Column(type: 'string', length: 255, nullable: true, default: self::KIND)]
        protected \$name = 'item';

        #[Route('/items/$n/{id}', methods: [Route::GET, 'HEAD'], name: 'item_{$n}_show', requirements: ['id' => '\\d+'])]
        public function show(
            #[Inject]
            int \$id,
            #[Inject(Repository::class, optional: true)]
            Repository \$repository = null
        ) {
            return [\$id, \$repository, self::KIND];
        }

        #[Route('/items/$n', [Route::POST])]
        public function store(array \$data): int
        {
            return count(\$data) + \$this->id;
        }
{$plain($n)}    }


PHP;
    } else {
        $attributes += 8;
        $out .= <<<PHP
    #[Entity(table: 'orders_$n')]
    #[A\\Cache(self::TTL * 2, tags: [self::class, 'orders', [PHP_INT_SIZE, 1.5, null]])]
    final class Order$n
    {
        public const TTL = 3600;
        #[Label(text: 'Order $n')]
        public const KIND = 'order$n';

        #[Column(type: 'decimal', length: 12)]
        public \$total = 0;
        #[Column('json', default: ['currency' => 'EUR', 'lines' => []])]
        protected \$lines = [];

        #[Route(path: '/orders/$n', name: 'order_$n')]
        public function view(
            #[Inject('orders', true)]
            ?Repository \$repository,
            int \$page = 1
        ) {
            return [\$repository, \$page];
        }

        #[\\Bench\\Reflection\\Attr\\Cache]
        public function total(): int
        {
            return \$this->total;
        }
{$plain($n)}    }


PHP;
    }
}
$out .= "}\n";
file_put_contents($path, $out);
echo $attributes, "\n";
