<?php
// 60 files made up from a fixed seed, each of 3 to 10 declarations with attributes on one
// line or on a few (functions, closures, arrow functions, anonymous classes, classes whose
// method returns a closure), their parameters' attributes too: every declaration's
// attributes as Reflection gives them, told apart where they share a line. Declared by
// eval(), one namespace each; the same seed gives the same code on every PHP from 7.1 on.
require __DIR__ . '/inc/helpers.php';

#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)]
class A { public function __construct(...$a) {} }
#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)]
class B { public function __construct(...$a) {} }

function attribute_names($r)
{
    $s = [];
    foreach ($r->getAttributes() as $a) {
        $s[] = $a->getName() . json_encode($a->getArguments());
    }
    return implode(',', $s);
}

function parameter_names($r)
{
    return implode(' ', array_map('attribute_names', $r->getParameters()));
}

$pick = function (array $from) { return $from[mt_rand(0, count($from) - 1)]; };
$group = function () use ($pick) {
    return $pick(['', '#[\A(' . mt_rand(0, 99) . ')] ', "#[\\A('x'), \\B] ", '#[\B(' . mt_rand(0, 9) . ')]#[\A] ']);
};
mt_srand(20210512);
for ($file = 0; $file < 60; $file++) {
    $parts = [];
    for ($i = 0, $n = mt_rand(3, 10); $i < $n; $i++) {
        $kind = mt_rand(0, 19);
        if ($kind < 5) {
            $parts[] = $group() . "function f$i(" . $group() . '$p) {}';
        } elseif ($kind < 10) {
            $parts[] = '$c[] = ' . $group() . 'function (' . $group() . '$q) {};';
        } elseif ($kind < 13) {
            $parts[] = '$c[] = ' . $group() . 'fn(' . $group() . '$z) => 1;';
        } elseif ($kind < 16) {
            $parts[] = '$o[] = new ' . $group() . 'class { ' . $group() . 'public $p; ' . $group() . 'public function m() {} };';
        } else {
            $parts[] = $group() . "class K$i { " . $group() . 'const C = 1; ' . $group() . 'public function m(' . $group()
                . '$a) { return ' . $group() . 'function () {}; } }';
        }
    }
    $c = [];
    $o = [];
    eval("namespace F$file;\n" . implode($pick([' ', "\n", ' ', '  ']), $parts) . "\nreturn [\$c, \$o];");
    echo "file $file\n";
    foreach (get_defined_functions()['user'] as $f) {
        if (strncasecmp($f, "F$file\\", strlen("F$file\\")) === 0) {
            $r = new ReflectionFunction($f);
            echo '  ', $f, ' ', attribute_names($r), ' | ', parameter_names($r), "\n";
        }
    }
    foreach ($c as $i => $f) {
        $r = new ReflectionFunction($f);
        echo "  closure $i ", attribute_names($r), ' | ', parameter_names($r), "\n";
    }
    foreach ($o as $i => $x) {
        $r = new ReflectionObject($x);
        echo "  anonymous class $i ", attribute_names($r), ' | ', attribute_names($r->getProperty('p')), ' | ', attribute_names($r->getMethod('m')), "\n";
    }
    foreach (get_declared_classes() as $k) {
        if (strncmp($k, "F$file\\", strlen("F$file\\")) === 0 && strpos($k, 'class@anonymous') === false) {
            $r = new ReflectionClass($k);
            $m = $r->getMethod('m');
            echo '  ', $k, ' ', attribute_names($r), ' | ', attribute_names($r->getReflectionConstant('C')), ' | ', attribute_names($m), ' ',
                parameter_names($m), ' | ', attribute_names(new ReflectionFunction($r->newInstance()->m(1))), "\n";
        }
    }
}
