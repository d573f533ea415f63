<?php
// 40 files' worth of attributes made up from a fixed seed: up to two groups of up to three
// attributes (classes of each target and repeatability, an abstract one, subclasses, an
// interface, a class that is no attribute, a missing one; with and without arguments) on
// a class, a class constant, a property, a method and its parameter, a function and its
// parameter, a closure; each read through eight filters (by name in any case, by parent or
// interface with IS_INSTANCEOF) and instantiated. Declared by eval(), one namespace each.
require __DIR__ . '/inc/helpers.php';

$flags = [
    'AClass' => 'TARGET_CLASS', 'AMethod' => 'TARGET_METHOD | \Attribute::IS_REPEATABLE', 'AAll' => 'TARGET_ALL',
    'ARep' => 'TARGET_ALL | \Attribute::IS_REPEATABLE', 'AProp' => 'TARGET_PROPERTY | \Attribute::TARGET_CLASS_CONSTANT',
    'AParam' => 'TARGET_PARAMETER | \Attribute::TARGET_FUNCTION', 'Child1' => 'TARGET_ALL | \Attribute::IS_REPEATABLE',
    'Child2' => 'TARGET_ALL',
];
$names = array_merge(array_keys($flags), ['NotAttr', 'Missing', 'Base']);
$arguments = ['', '(1)', "('a', b: 2)", '()'];
$pick = function (array $from) { return $from[mt_rand(0, count($from) - 1)]; };
$groups = function () use ($pick, $names, $arguments) {
    $code = '';
    for ($g = mt_rand(0, 2); $g > 0; $g--) {
        $items = [];
        for ($n = mt_rand(1, 3); $n > 0; $n--) {
            $items[] = $pick($names) . $pick($arguments);
        }
        $code .= '#[' . implode(', ', $items) . '] ';
    }
    return $code;
};
mt_srand(20200930);
for ($file = 0; $file < 40; $file++) {
    $code = "namespace R$file;\ninterface I {}\n"
        . "#[\Attribute(\Attribute::TARGET_ALL | \Attribute::IS_REPEATABLE)] abstract class Base implements I "
        . "{ public \$args; public function __construct(...\$a) { \$this->args = \$a; } }\n";
    foreach ($flags as $name => $flag) {
        $code .= "#[\Attribute(\Attribute::$flag)] class $name"
            . (strncmp($name, 'Child', 5) === 0 ? " extends Base {}\n" : " { public \$args; public function __construct(...\$a) { \$this->args = \$a; } }\n");
    }
    $code .= "class NotAttr {}\n"
        . $groups() . "\nclass T {\n" . $groups() . "\nconst C = 1;\n" . $groups() . "\npublic \$p;\n" . $groups()
        . "\npublic function m(" . $groups() . " \$x = 1) {}\n}\n"
        . $groups() . "\nfunction fn1(" . $groups() . " \$y) {}\n"
        . "return " . $groups() . " function () {};\n";
    $closure = eval($code);
    $ns = "R$file\\";
    $targets = [
        'class' => new ReflectionClass($ns . 'T'), 'const' => new ReflectionClassConstant($ns . 'T', 'C'),
        'prop' => new ReflectionProperty($ns . 'T', 'p'), 'method' => new ReflectionMethod($ns . 'T', 'm'),
        'param' => (new ReflectionMethod($ns . 'T', 'm'))->getParameters()[0], 'function' => new ReflectionFunction($ns . 'fn1'),
        'fparam' => (new ReflectionFunction($ns . 'fn1'))->getParameters()[0], 'closure' => new ReflectionFunction($closure),
    ];
    $filters = [[null, 0], [$ns . 'Base', ReflectionAttribute::IS_INSTANCEOF], [$ns . 'I', ReflectionAttribute::IS_INSTANCEOF],
        [$ns . 'ARep', 0], [strtolower($ns . 'ARep'), 0], [$ns . 'Child1', ReflectionAttribute::IS_INSTANCEOF],
        ['Missing', ReflectionAttribute::IS_INSTANCEOF], [$ns . 'NotAttr', 0]];
    foreach ($targets as $target => $r) {
        foreach ($filters as [$name, $flag]) {
            try {
                $list = $r->getAttributes($name, $flag);
            } catch (Throwable $e) {
                echo "$file $target $name: ", get_class($e), ': ', $e->getMessage(), "\n";
                continue;
            }
            echo "$file $target $name:";
            foreach ($list as $a) {
                echo ' ', $a->getName(), json_encode($a->getArguments()), $a->isRepeated() ? '*' : '', $a->getTarget();
                try {
                    echo '=', get_class($a->newInstance());
                } catch (Throwable $e) {
                    echo '!', get_class($e), '(', $e->getMessage(), ')';
                }
            }
            echo "\n";
        }
    }
}
