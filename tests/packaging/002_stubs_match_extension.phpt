--TEST--
Packaging: stubs/attrsyntax.php declares exactly what the extension registers (functions, constants, classes, methods; parameters, defaults, types, values)
--DESCRIPTION--
The stub is read in a namespace of its own and compared by reflection with the loaded
extension: its functions and constants (ReflectionExtension), its classes (PHP 7.4) and
the methods it adds to the engine's classes (getAttributes(), found by their extension
name), both ways, so that a function, constant or method added to or removed from the
extension without the stub fails here. On PHP 8 the classes and the T_* constants are
the engine's: the stub's must exist there, with the same parameter names.
--SKIPIF--
<?php
require __DIR__ . '/../skipif.inc';
attrsyntax_skip_unless_tokenizer(); // without ext/tokenizer attrsyntax registers the engine's T_* constants too
if (!is_file(__DIR__ . '/../../stubs/attrsyntax.php')) die('skip no stubs/ beside the tests (installed tests)');
?>
--FILE--
<?php
// Compares stubs/attrsyntax.php with what the loaded extension registers.
$stub_file = __DIR__ . '/../../stubs/attrsyntax.php';
$ns = 'AttrsyntaxStub';
$src = file_get_contents($stub_file);

// the stub's declarations, read in a namespace of their own so that they do not
// clash with the extension's (class headers are read from the source, then cut)
preg_match_all('/^(?:(abstract|final) )?class (\w+)(?: extends (\w+))?(?: implements ([\w, ]+))?$/m', $src, $m, PREG_SET_ORDER);
$stub_headers = [];
foreach ($m as $h) {
    $stub_headers[$h[2]] = ['modifier' => $h[1], 'parent' => $h[3] ?? '', 'interfaces' => isset($h[4]) && $h[4] !== '' ? array_map('trim', explode(',', $h[4])) : []];
}
$code = preg_replace('/^((?:(?:abstract|final) )?class \w+)(?: extends \w+)?(?: implements [\w, ]+)?$/m', '$1', $src);
$code = preg_replace('/^<\?php/', "<?php namespace $ns;", $code, 1);
$tmp = tempnam(sys_get_temp_dir(), 'stub');
file_put_contents($tmp, $code);
require $tmp;
unlink($tmp);

$problems = [];
$strip = function ($s) use ($ns) { return str_ireplace("$ns\\", '', (string) $s); };
$type = function ($t) use ($strip) {
    if ($t === null) {
        return '';
    }
    if ($t instanceof ReflectionNamedType) { // (string) of a type is deprecated on PHP 7.4
        $n = $t->getName();
        return $strip(($t->allowsNull() && $n !== 'mixed' && $n !== 'null' ? '?' : '') . $n);
    }
    return $strip((string) $t);
};
$php8 = PHP_VERSION_ID >= 80000;

// $exact: compare types and defaults too (attrsyntax's own declarations); otherwise
// names, optionality, by-ref and variadics (the engine's own, on PHP 8)
$params = function ($what, ReflectionFunctionAbstract $real, ReflectionFunctionAbstract $stub, bool $exact) use (&$problems, $type, $strip) {
    $rp = $real->getParameters();
    $sp = $stub->getParameters();
    $show = function (array $ps, bool $defaults) use ($type, $strip) {
        return implode(', ', array_map(function (ReflectionParameter $p) use ($type, $strip, $defaults) {
            $s = ($type($p->getType()) !== '' ? $type($p->getType()) . ' ' : '') . ($p->isPassedByReference() ? '&' : '') . ($p->isVariadic() ? '...' : '') . '$' . $p->getName();
            if ($p->isOptional() && !$p->isVariadic()) {
                $s .= ' = ' . ($defaults && $p->isDefaultValueAvailable() ? var_export($p->getDefaultValue(), true) : '?');
            }
            return $s;
        }, $ps));
    };
    // internal functions of PHP 7.4 carry no default values
    $defaults = $exact && PHP_VERSION_ID >= 80000;
    $r = $show($rp, $defaults) . ' : ' . $type($real->getReturnType());
    $s = $show($sp, $defaults) . ' : ' . $type($stub->getReturnType());
    if (!$exact) {
        $untyped = function (array $ps) {
            return implode(', ', array_map(function ($p) { return ($p->isVariadic() ? '...' : '') . '$' . $p->getName() . ($p->isOptional() ? '?' : ''); }, $ps));
        };
        $r = $untyped($rp);
        $s = $untyped($sp);
    }
    if ($r !== $s) {
        $problems[] = "$what: the extension has ($r), the stub ($s)";
    }
};

// functions
$ext = new ReflectionExtension('attrsyntax');
// the functions only lowered code calls (attrsyntax\lowered\...) are no API: the stub leaves them out
$real_functions = array_values(array_filter(array_map('strtolower', array_keys($ext->getFunctions())), function ($f) {
    return strpos($f, 'attrsyntax\\lowered\\') !== 0;
}));
$stub_functions = [];
foreach (get_defined_functions()['user'] as $f) {
    if (stripos($f, strtolower($ns) . '\\') === 0) {
        $stub_functions[] = substr($f, strlen($ns) + 1);
    }
}
sort($real_functions);
sort($stub_functions);
foreach (array_diff($real_functions, $stub_functions) as $f) $problems[] = "function $f() is not in the stub";
foreach (array_diff($stub_functions, $real_functions) as $f) $problems[] = "the stub's function $f() is not registered";
foreach (array_intersect($real_functions, $stub_functions) as $f) {
    $params("$f()", new ReflectionFunction($f), new ReflectionFunction("$ns\\$f"), true);
}

// constants: the extension's with their values; on PHP 8 the T_* ones are the engine's
$stub_constants = [];
foreach (get_defined_constants(true)['user'] ?? [] as $name => $value) {
    if (stripos($name, "$ns\\") === 0) {
        $stub_constants[substr($name, strlen($ns) + 1)] = $value;
    }
}
$real_constants = $ext->getConstants();
foreach ($real_constants as $name => $value) {
    if (!array_key_exists($name, $stub_constants)) {
        $problems[] = "constant $name is not in the stub";
    } elseif ($stub_constants[$name] !== $value) {
        $problems[] = "constant $name is " . var_export($value, true) . ", the stub says " . var_export($stub_constants[$name], true);
    }
}
foreach ($stub_constants as $name => $value) {
    if (array_key_exists($name, $real_constants)) {
        continue;
    }
    if (!$php8 || !defined($name)) {
        $problems[] = "the stub's constant $name is not registered";
    }
}

// classes: the extension's own (PHP 7.4), or the engine's of the same name (PHP 8)
$stub_classes = [];
foreach (get_declared_classes() as $c) {
    if (stripos($c, "$ns\\") === 0) {
        $stub_classes[] = substr($c, strlen($ns) + 1);
    }
}
// the classes only lowered code makes (attrsyntax\lowered\...) are no API either
$own_classes = array_values(array_filter(array_map('strtolower', $ext->getClassNames()), function ($c) {
    return strpos($c, 'attrsyntax\\lowered\\') !== 0;
}));
// methods attrsyntax adds to the engine's classes
$added = [];
foreach (get_declared_classes() as $c) {
    $rc = new ReflectionClass($c);
    if (!$rc->isInternal() || in_array(strtolower($c), $own_classes, true)) {
        continue;
    }
    foreach ($rc->getMethods() as $m) {
        if ($m->getDeclaringClass()->getName() === $c && $m->getExtensionName() === 'attrsyntax') {
            $added[strtolower($c)][] = strtolower($m->getName());
        }
    }
}
foreach ($own_classes as $c) {
    if (!in_array($c, array_map('strtolower', $stub_classes), true)) {
        $problems[] = "class $c is not in the stub";
    }
}
foreach ($added as $c => $methods) {
    if (!in_array($c, array_map('strtolower', $stub_classes), true)) {
        $problems[] = "class $c gets " . implode(', ', $methods) . "() from the extension, and is not in the stub";
    }
}
foreach ($stub_classes as $c) {
    if (!class_exists($c, false)) {
        $problems[] = "the stub's class $c does not exist";
        continue;
    }
    $real = new ReflectionClass($c);
    $stub = new ReflectionClass("$ns\\$c");
    $own = in_array(strtolower($c), $own_classes, true);
    $engine = $real->getExtensionName() !== 'attrsyntax';
    if (!$own && !isset($added[strtolower($c)]) && !$php8) {
        $problems[] = "the stub's class $c gets nothing from the extension";
    }
    // the header: final/abstract, parent, interfaces
    $h = $stub_headers[$c];
    $full = $own;                 // attrsyntax's own class (PHP 7.4): everything must match
    $modifier = $real->isFinal() ? 'final' : ($real->isAbstract() ? 'abstract' : '');
    if ($full && $modifier !== $h['modifier']) {
        $problems[] = "class $c is " . ($modifier ?: 'neither final nor abstract') . ", the stub says " . ($h['modifier'] ?: 'neither');
    }
    $parent = $real->getParentClass() ? $real->getParentClass()->getName() : '';
    if (strcasecmp($parent, $h['parent']) !== 0) {
        $problems[] = "class $c extends '" . $parent . "', the stub says '" . $h['parent'] . "'";
    }
    foreach ($h['interfaces'] as $i) {
        if (!$real->implementsInterface($i)) {
            $problems[] = "class $c does not implement $i";
        }
    }
    // the methods: all of the extension's own classes (7.4), the added ones of the engine's
    $real_methods = [];
    foreach ($real->getMethods() as $m) {
        if ($m->getDeclaringClass()->getName() !== $real->getName()) {
            continue;
        }
        if ($own || $m->getExtensionName() === 'attrsyntax') {
            $real_methods[] = strtolower($m->getName());
        }
    }
    $stub_methods = array_map(function ($m) { return strtolower($m->getName()); }, $stub->getMethods());
    foreach (array_diff($real_methods, $stub_methods) as $m) $problems[] = "method $c::$m() is not in the stub";
    foreach ($stub_methods as $m) {
        if (!$real->hasMethod($m)) {
            $problems[] = "the stub's method $c::$m() does not exist";
            continue;
        }
        $rm = $real->getMethod($m);
        $sm = $stub->getMethod($m);
        if (!$php8 && !in_array($m, $real_methods, true)) {
            $problems[] = "the stub's method $c::$m() is not the extension's";
        }
        $mods = function (ReflectionMethod $x) { return implode(' ', Reflection::getModifierNames($x->getModifiers())); };
        if ($mods($rm) !== $mods($sm)) {
            $problems[] = "method $c::$m() is '" . $mods($rm) . "', the stub says '" . $mods($sm) . "'";
        }
        // exact for what attrsyntax declares; the engine's PHP 8 classes have later types (PhpToken::is(int|string|array))
        $params("$c::$m()", $rm, $sm, !$engine || in_array($m, $real_methods, true) && !$php8);
    }
    // constants and properties: of attrsyntax's own classes all; of the engine's, the stub's
    foreach ([$real->getConstants(), $stub->getConstants()] as $k => $list) {
        foreach ($list as $name => $value) {
            $other = $k ? $real->getConstants() : $stub->getConstants();
            if (!array_key_exists($name, $other)) {
                if ($k || $full) {
                    $problems[] = $k ? "the stub's constant $c::$name does not exist" : "constant $c::$name is not in the stub";
                }
            } elseif ($other[$name] !== $value) {
                $problems[] = "constant $c::$name differs";
            }
        }
    }
    $props = function (ReflectionClass $x) use ($type) {
        $out = [];
        foreach ($x->getProperties() as $p) {
            if ($p->getDeclaringClass()->getName() === $x->getName()) {
                $out[$p->getName()] = implode(' ', Reflection::getModifierNames($p->getModifiers())) . ' ' . $type($p->getType());
            }
        }
        ksort($out);
        return $out;
    };
    if ($full) {
        if ($props($real) !== $props($stub)) {
            $problems[] = "the properties of $c differ: " . json_encode($props($real)) . " / " . json_encode($props($stub));
        }
    } else {
        foreach ($props($stub) as $name => $decl) {
            if (!$real->hasProperty($name)) {
                $problems[] = "the stub's property $c::\$$name does not exist";
            }
        }
    }
}

echo $problems ? implode("\n", $problems) . "\n" : "", count($real_functions), " functions, ", count($real_constants), " constants, ",
    count($own_classes), " classes, ", array_sum(array_map('count', $added)), " added methods checked; ", count($problems), " differences\n";
?>
--EXPECTF--
6 functions, %d constants, %d classes, %d added methods checked; 0 differences
