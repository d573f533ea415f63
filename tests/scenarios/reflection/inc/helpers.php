<?php
// Shared by the reflection scenarios (tests/scenarios/run.sh --suite reflection): prints
// attributes and results in a form that is the same on native PHP 8.2 and on PHP 7.4 with
// attrsyntax. Runs on PHP 7.4 as is (no PHP 8 syntax here).

// Without attribute reflection (PHP 7.4 without attrsyntax) every scenario stops at once,
// loudly, instead of printing a pile of "undefined method" errors.
if (!class_exists('ReflectionAttribute', false) || !method_exists('ReflectionClass', 'getAttributes')) {
    echo "NO ATTRIBUTE REFLECTION on PHP ", PHP_VERSION, ": ReflectionAttribute or getAttributes() is missing\n";
    exit(3);
}

// attrsyntax_get_attributes() exists natively only where attrsyntax is loaded; elsewhere
// (native PHP 8) it is what the extension's function does there.
if (!function_exists('attrsyntax_get_attributes')) {
    function attrsyntax_get_attributes(Reflector $r, $name = null, $flags = 0)
    {
        return $r->getAttributes($name, $flags);
    }
}

/** One line for any value: scalars as var_export, arrays and objects spelled out. */
function export($v)
{
    if (is_array($v)) {
        $parts = [];
        $list = array_keys($v) === range(0, count($v) - 1);
        foreach ($v as $k => $x) {
            $parts[] = ($list ? '' : var_export($k, true) . ' => ') . export($x);
        }
        return '[' . implode(', ', $parts) . ']';
    }
    if (is_object($v)) {
        if ($v instanceof Closure) {
            return 'Closure';
        }
        $parts = [];
        foreach ((array) $v as $k => $x) {
            // private and protected properties: "\0Class\0name" and "\0*\0name"
            $k = (string) $k;
            if ($k !== '' && $k[0] === "\0") {
                $k = substr($k, strrpos($k, "\0") + 1);
            }
            $parts[] = $k . ': ' . export($x);
        }
        return get_class($v) . '{' . implode(', ', $parts) . '}';
    }
    if (is_float($v)) {
        return var_export($v, true);
    }
    if (is_string($v)) {
        return var_export($v, true);
    }
    return var_export($v, true);
}

function error_text($e)
{
    return get_class($e) . ': ' . $e->getMessage();
}

/** Runs $fn, returns export() of its result or the exception's class and message. */
function attempt(callable $fn)
{
    try {
        return export($fn());
    } catch (Throwable $e) {
        return error_text($e);
    }
}

/** Same, but for an error only its class (for engine messages that differ between 7.4 and 8). */
function attempt_class_only(callable $fn)
{
    try {
        return export($fn());
    } catch (Throwable $e) {
        return get_class($e);
    }
}

function show($label, callable $fn)
{
    echo $label, ': ', attempt($fn), "\n";
}

function target_name($t)
{
    $names = [
        Attribute::TARGET_CLASS => 'class',
        Attribute::TARGET_FUNCTION => 'function',
        Attribute::TARGET_METHOD => 'method',
        Attribute::TARGET_PROPERTY => 'property',
        Attribute::TARGET_CLASS_CONSTANT => 'class constant',
        Attribute::TARGET_PARAMETER => 'parameter',
    ];
    return isset($names[$t]) ? $names[$t] : "?$t";
}

/** Everything one ReflectionAttribute tells, each call guarded on its own. */
function dump_attribute($a, $indent = '  ')
{
    echo $indent, attempt(function () use ($a) { return $a->getName(); });
    echo ' target=', attempt(function () use ($a) { $t = $a->getTarget(); return is_int($t) ? $t . ' (' . target_name($t) . ')' : $t; });
    echo ' repeated=', attempt(function () use ($a) { return $a->isRepeated(); }), "\n";
    echo $indent, '  args: ', attempt(function () use ($a) { return $a->getArguments(); }), "\n";
    echo $indent, '  new:  ', attempt(function () use ($a) { return $a->newInstance(); }), "\n";
}

/** A list of ReflectionAttribute under a label; $fn returns the list (or throws). */
function dump_attributes($label, $attrs)
{
    if ($attrs instanceof Closure) {
        try {
            $attrs = $attrs();
        } catch (Throwable $e) {
            echo $label, ': ', error_text($e), "\n";
            return;
        }
    }
    if (!is_array($attrs)) {
        echo $label, ': not an array: ', export($attrs), "\n";
        return;
    }
    echo $label, ': ', count($attrs), " attribute(s)\n";
    foreach ($attrs as $i => $a) {
        if (!$a instanceof ReflectionAttribute) {
            echo "  [$i] not a ReflectionAttribute: ", export($a), "\n";
            continue;
        }
        dump_attribute($a);
    }
}

/** Only the names, on one line (for filters and long lists). */
function names($label, $attrs)
{
    if ($attrs instanceof Closure) {
        try {
            $attrs = $attrs();
        } catch (Throwable $e) {
            echo $label, ': ', error_text($e), "\n";
            return;
        }
    }
    $n = [];
    foreach ($attrs as $a) {
        $n[] = $a->getName();
    }
    echo $label, ': [', implode(', ', $n), "]\n";
}

/** The attributes $fn returns, or [] after printing what it threw (so the scenario goes on). */
function attrs(Closure $fn)
{
    try {
        return $fn();
    } catch (Throwable $e) {
        echo 'getAttributes() threw ', error_text($e), "\n";
        return [];
    }
}
