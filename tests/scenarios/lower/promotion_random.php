<?php
// Constructor promotion (PHP 8.0) in 60 classes made up from a fixed seed: one to four
// parameters, each promoted or not, of a visibility, a type (nullable, self, iterable),
// a default, by reference or not, with attributes; each class's properties and
// parameters as Reflection gives them, and objects made with values of every kind.
// Declared by eval(); the same seed gives the same classes on every PHP from 7.1 on.
#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)]
class Tag { public $v; public function __construct($v = null) { $this->v = $v; } }

$defaults = ['' => ['', ' = null', ' = 1', " = 'x'", ' = []'], 'int ' => ['', ' = 1', ' = 0'],
    '?string ' => ['', ' = null', " = 's'"], 'array ' => ['', ' = []', ' = [1]'], 'float ' => ['', ' = 1.5', ' = 2'],
    'bool ' => ['', ' = true'], '?int ' => ['', ' = null', ' = 3'], 'self ' => [''], 'iterable ' => ['', ' = []']];
$optional_types = array_keys(array_filter($defaults, function ($d) { return count($d) > 1; }));
$values = ['1', "'s'", 'null', '[1]', '2.0', 'true', 'new P0(1)'];
$pick = function (array $from) { return $from[mt_rand(0, count($from) - 1)]; };
mt_srand(20200608);
$made = [];
for ($c = 0; $c < 60; $c++) {
    $params = [];
    $optional = false;
    $n = mt_rand(1, 4);
    for ($p = 0; $p < $n; $p++) {
        // after an optional parameter only optional ones (PHP 8 deprecates a required one there)
        $type = $pick($optional ? $optional_types : array_keys($defaults));
        $default = $pick($defaults[$type]);
        while ($optional && $default === '') {
            $default = $pick($defaults[$type]);
        }
        $optional = $optional || $default !== '';
        $visibility = $pick(['public ', 'protected ', 'private ', '']);
        $attributes = $pick(['', '#[Tag] ', "#[Tag($p)] ", "#[Tag, Tag('r')] "]);
        $reference = $visibility !== '' ? $pick(['', '', '&']) : '';
        $params[] = "$attributes$visibility$type$reference\$p$p$default";
    }
    $body = $pick(['', ' $this->extra = func_num_args(); ']);
    eval("class P$c { public \$extra; public function __construct(" . implode(', ', $params) . ") {{$body}} }");
    $made[$c] = $n;
}

function show_type($r)
{
    $t = $r->getType();
    // PHP 7.4's ReflectionNamedType prints no "?"
    return $t ? ($t->allowsNull() ? '?' : '') . $t->getName() : '-';
}

function show_attributes($r)
{
    $s = '';
    foreach ($r->getAttributes() as $a) {
        $s .= ' ' . $a->getName() . json_encode($a->getArguments()) . $a->getTarget();
    }
    return $s;
}

foreach ($made as $c => $n) {
    echo "P$c\n";
    $rc = new ReflectionClass("P$c");
    foreach ($rc->getProperties() as $p) {
        echo '  property ', $p->getName(), ' ', implode(' ', Reflection::getModifierNames($p->getModifiers())),
            ' ', show_type($p), ' promoted=', (int) $p->isPromoted(), show_attributes($p), "\n";
    }
    foreach ($rc->getConstructor()->getParameters() as $q) {
        echo '  parameter ', $q->getName(), ' ', show_type($q), ' promoted=', (int) $q->isPromoted(),
            ' by-reference=', (int) $q->isPassedByReference(), ' optional=', (int) $q->isOptional(), show_attributes($q), "\n";
    }
    for ($k = 0; $k < 3; $k++) {
        $args = [];
        for ($m = mt_rand(0, $n); $m > 0; $m--) {
            $args[] = $pick($values);
        }
        try {
            $object = eval("return new P$c(" . implode(', ', $args) . ');');
            $fields = array_map(function ($v) { return is_object($v) ? get_class($v) : $v; }, (array) $object);
            echo '  new(', implode(', ', $args), ') ', json_encode(array_values($fields)), "\n";
        } catch (Throwable $e) {
            // the engine's own wording of a type error is PHP 7.4's
            echo '  new(', implode(', ', $args), ') ', get_class($e), "\n";
        }
    }
}
