<?php
/*
 * A userland attribute reader on nikic/php-parser (Debian's php-parser package),
 * the baseline that bench/reflection.sh compares attrsyntax against. It works on
 * PHP 7.4 without attrsyntax: the emulative lexer reads #[...] and the PHP 7
 * grammar of php-parser 4.x builds AttrGroup nodes.
 *
 * ParserReader::getAttributes(Reflector) returns objects with getName(),
 * getArguments(), newInstance(), getTarget() and isRepeated(). The first call
 * for a file parses it (the Reflector's getFileName()), resolves names against
 * its namespaces and `use` imports and keeps, for every declaration, the
 * attributes' names and argument nodes; later calls for the same file use that
 * index. Arguments are evaluated at each getArguments() with php-parser's
 * ConstExprEvaluator (class constants, ::class, self/parent and global
 * constants through its fallback). newInstance() checks the attribute class's
 * own #[Attribute(flags)] (target, repetition), read with this same reader,
 * and maps named arguments onto the constructor's parameters (PHP 7.4 has no
 * named arguments).
 */
namespace BenchReflection;

use PhpParser\ConstExprEvaluationException;
use PhpParser\ConstExprEvaluator;
use PhpParser\Lexer\Emulative;
use PhpParser\Node;
use PhpParser\NodeTraverser;
use PhpParser\NodeVisitor\NameResolver;
use PhpParser\NodeVisitorAbstract;
use PhpParser\Parser;
use PhpParser\ParserFactory;

require_once getenv('PHP_PARSER_AUTOLOAD') ?: '/usr/share/php/PhpParser/autoload.php';

final class ParserReader
{
    /* PHP 8's Attribute constants, for PHP 7.4 without the class */
    const TARGET_CLASS = 1;
    const TARGET_FUNCTION = 2;
    const TARGET_METHOD = 4;
    const TARGET_PROPERTY = 8;
    const TARGET_CLASS_CONSTANT = 16;
    const TARGET_PARAMETER = 32;
    const TARGET_ALL = 63;
    const IS_REPEATABLE = 64;

    /** @var Parser */
    private $parser;
    /** @var ConstExprEvaluator */
    private $evaluator;
    /** @var array<string, array<string, list<array{string, Node\Arg[], ?string}>>> file => key => attributes */
    private $files = [];
    /** @var array<string, int> attribute class => flags */
    private $flags = [];
    /** @var array<string, list<array{string, bool, mixed}>> class => constructor parameters */
    private $constructors = [];
    /** @var ?string the class that self:: means while arguments are evaluated */
    private $scope;

    public function __construct()
    {
        $this->parser = (new ParserFactory())->create(ParserFactory::ONLY_PHP7, new Emulative());
        $this->evaluator = new ConstExprEvaluator(function (Node\Expr $expr) {
            return $this->fallback($expr);
        });
    }

    public static function version(): string
    {
        return class_exists(Node\Attribute::class) ? '4.x' : '?';
    }

    /** @return ParsedAttribute[] */
    public function getAttributes(\Reflector $r): array
    {
        if ($r instanceof \ReflectionClass) {
            $file = $r->getFileName();
            $key = 'class ' . strtolower($r->getName());
            $target = self::TARGET_CLASS;
        } elseif ($r instanceof \ReflectionMethod) {
            $file = $r->getDeclaringClass()->getFileName();
            $key = 'method ' . strtolower($r->getDeclaringClass()->getName() . '::' . $r->getName());
            $target = self::TARGET_METHOD;
        } elseif ($r instanceof \ReflectionProperty) {
            $file = $r->getDeclaringClass()->getFileName();
            $key = 'property ' . strtolower($r->getDeclaringClass()->getName()) . '::' . $r->getName();
            $target = self::TARGET_PROPERTY;
        } elseif ($r instanceof \ReflectionClassConstant) {
            $file = $r->getDeclaringClass()->getFileName();
            $key = 'const ' . strtolower($r->getDeclaringClass()->getName()) . '::' . $r->getName();
            $target = self::TARGET_CLASS_CONSTANT;
        } elseif ($r instanceof \ReflectionParameter) {
            $f = $r->getDeclaringFunction();
            $file = $f->getFileName();
            $owner = $f instanceof \ReflectionMethod ? 'method ' . strtolower($f->getDeclaringClass()->getName() . '::' . $f->getName())
                : 'function ' . strtolower($f->getName());
            $key = $owner . ' #' . $r->getPosition();
            $target = self::TARGET_PARAMETER;
        } elseif ($r instanceof \ReflectionFunction) {
            $file = $r->getFileName();
            $key = 'function ' . strtolower($r->getName());
            $target = self::TARGET_FUNCTION;
        } else {
            throw new \InvalidArgumentException('unsupported reflector ' . get_class($r));
        }
        if ($file === false) {
            return [];
        }
        if (!isset($this->files[$file])) {
            $this->files[$file] = $this->index($file);
        }
        $found = $this->files[$file][$key] ?? [];
        $seen = [];
        foreach ($found as $a) {
            $lower = strtolower($a[0]);
            $seen[$lower] = isset($seen[$lower]);
        }
        $out = [];
        foreach ($found as $a) {
            $out[] = new ParsedAttribute($this, $a[0], $a[1], $a[2], $target, $seen[strtolower($a[0])]);
        }
        return $out;
    }

    /** @return array<string, list<array{string, Node\Arg[], ?string}>> */
    private function index(string $file): array
    {
        $ast = $this->parser->parse(file_get_contents($file));
        $collector = new class extends NodeVisitorAbstract {
            public $index = [];

            /* on leaving, the name resolver (the first visitor) has been through the children */
            public function leaveNode(Node $node)
            {
                if ($node instanceof Node\Stmt\ClassLike && isset($node->namespacedName)) {
                    $class = $node->namespacedName->toString();
                    $lower = strtolower($class);
                    $this->add('class ' . $lower, $node->attrGroups, $class);
                    foreach ($node->stmts as $stmt) {
                        if ($stmt instanceof Node\Stmt\ClassMethod) {
                            $this->addFunction('method ' . $lower . '::' . $stmt->name->toLowerString(), $stmt, $class);
                        } elseif ($stmt instanceof Node\Stmt\Property) {
                            foreach ($stmt->props as $p) {
                                $this->add('property ' . $lower . '::' . $p->name->toString(), $stmt->attrGroups, $class);
                            }
                        } elseif ($stmt instanceof Node\Stmt\ClassConst) {
                            foreach ($stmt->consts as $c) {
                                $this->add('const ' . $lower . '::' . $c->name->toString(), $stmt->attrGroups, $class);
                            }
                        }
                    }
                } elseif ($node instanceof Node\Stmt\Function_) {
                    $this->addFunction('function ' . strtolower($node->namespacedName->toString()), $node, null);
                }
                return null;
            }

            private function addFunction(string $key, Node\FunctionLike $f, ?string $class): void
            {
                $this->add($key, $f->getAttrGroups(), $class);
                foreach ($f->getParams() as $i => $param) {
                    $this->add($key . ' #' . $i, $param->attrGroups, $class);
                }
            }

            private function add(string $key, array $groups, ?string $class): void
            {
                foreach ($groups as $group) {
                    foreach ($group->attrs as $attr) {
                        $this->index[$key][] = [$attr->name->toString(), $attr->args, $class];
                    }
                }
            }
        };
        $traverser = new NodeTraverser();
        $traverser->addVisitor(new NameResolver());
        $traverser->addVisitor($collector);
        $traverser->traverse($ast);
        return $collector->index;
    }

    /** @param Node\Arg[] $args */
    public function evaluateArguments(array $args, ?string $scope): array
    {
        $this->scope = $scope;
        $out = [];
        foreach ($args as $arg) {
            $value = $this->evaluator->evaluateDirectly($arg->value);
            if ($arg->name !== null) {
                $out[$arg->name->toString()] = $value;
            } else {
                $out[] = $value;
            }
        }
        return $out;
    }

    private function fallback(Node\Expr $expr)
    {
        if ($expr instanceof Node\Expr\ClassConstFetch && $expr->class instanceof Node\Name && $expr->name instanceof Node\Identifier) {
            $class = $expr->class->toString();
            switch (strtolower($class)) {
                case 'self':
                case 'static':
                    $class = $this->scope;
                    break;
                case 'parent':
                    $class = $this->scope === null ? false : get_parent_class($this->scope);
                    break;
            }
            if ($class === null || $class === false) {
                throw new ConstExprEvaluationException('self or parent outside a class');
            }
            $name = $expr->name->toString();
            if (strtolower($name) === 'class') {
                return $class;
            }
            if (strtolower($class) === 'attribute' && !class_exists('Attribute')) {
                return constant(self::class . '::' . $name);
            }
            return constant($class . '::' . $name);
        }
        if ($expr instanceof Node\Expr\ConstFetch) {
            $namespaced = $expr->name->getAttribute('namespacedName');
            if ($namespaced !== null && defined($namespaced->toString())) {
                return constant($namespaced->toString());
            }
            return constant($expr->name->toString());
        }
        throw new ConstExprEvaluationException('cannot evaluate a ' . $expr->getType() . ' in an attribute argument');
    }

    public function instantiate(string $class, array $args, int $target, bool $repeated)
    {
        if (!isset($this->flags[$class])) {
            if (!class_exists($class)) {
                throw new \Error(sprintf('Attribute class "%s" not found', $class));
            }
            $flags = null;
            $rc = new \ReflectionClass($class);
            foreach ($this->getAttributes($rc) as $a) {
                if (strtolower($a->getName()) === 'attribute') {
                    $flags = $a->getArguments()[0] ?? self::TARGET_ALL;
                }
            }
            if ($flags === null) {
                throw new \Error(sprintf('Attempting to use non-attribute class "%s" as attribute', $class));
            }
            $this->flags[$class] = $flags;
            $params = [];
            $ctor = $rc->getConstructor();
            foreach ($ctor ? $ctor->getParameters() : [] as $p) {
                $params[] = [$p->getName(), $p->isDefaultValueAvailable(), $p->isDefaultValueAvailable() ? $p->getDefaultValue() : null];
            }
            $this->constructors[$class] = $params;
        }
        $flags = $this->flags[$class];
        if (!($flags & $target)) {
            throw new \Error(sprintf('Attribute "%s" cannot target this declaration', $class));
        }
        if ($repeated && !($flags & self::IS_REPEATABLE)) {
            throw new \Error(sprintf('Attribute "%s" must not be repeated', $class));
        }
        /* positional arguments first, then the named ones in their parameters' places */
        $list = [];
        $named = [];
        foreach ($args as $k => $v) {
            if (is_int($k)) {
                $list[] = $v;
            } else {
                $named[$k] = $v;
            }
        }
        if ($named) {
            $params = $this->constructors[$class];
            $last = -1;
            foreach ($params as $i => $p) {
                if (array_key_exists($p[0], $named)) {
                    if ($i < count($list)) {
                        throw new \Error(sprintf('Named parameter $%s overwrites previous argument', $p[0]));
                    }
                    $last = $i;
                }
            }
            for ($i = count($list); $i <= $last; $i++) {
                $p = $params[$i];
                if (array_key_exists($p[0], $named)) {
                    $list[] = $named[$p[0]];
                    unset($named[$p[0]]);
                } elseif ($p[1]) {
                    $list[] = $p[2];
                } else {
                    throw new \ArgumentCountError(sprintf('%s::__construct(): Argument #%d ($%s) not passed', $class, $i + 1, $p[0]));
                }
            }
            if ($named) {
                throw new \Error(sprintf('Unknown named parameter $%s', key($named)));
            }
        }
        return new $class(...$list);
    }
}

final class ParsedAttribute
{
    private $reader;
    private $name;
    private $args;
    private $scope;
    private $target;
    private $repeated;

    public function __construct(ParserReader $reader, string $name, array $args, ?string $scope, int $target, bool $repeated)
    {
        $this->reader = $reader;
        $this->name = $name;
        $this->args = $args;
        $this->scope = $scope;
        $this->target = $target;
        $this->repeated = $repeated;
    }

    public function getName(): string
    {
        return $this->name;
    }

    public function getArguments(): array
    {
        return $this->reader->evaluateArguments($this->args, $this->scope);
    }

    public function getTarget(): int
    {
        return $this->target;
    }

    public function isRepeated(): bool
    {
        return $this->repeated;
    }

    public function newInstance()
    {
        return $this->reader->instantiate($this->name, $this->getArguments(), $this->target, $this->repeated);
    }
}
