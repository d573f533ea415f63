<?php
declare(strict_types=1);
// the caller in strict mode (the calls are written here, not in a helper elsewhere)
namespace {
    const MODE = 'strict';
}
namespace CallerStrict {
    function call_direct($ns, $fn, $v) {
        switch ("$ns\\$fn") {
            case 'DeclaredWeak\arg': return \DeclaredWeak\arg($v);
            case 'DeclaredWeak\number': return \DeclaredWeak\number($v);
            case 'DeclaredWeak\ret': return \DeclaredWeak\ret($v);
            case 'DeclaredWeak\ret_float': return \DeclaredWeak\ret_float($v);
            case 'DeclaredStrict\arg': return \DeclaredStrict\arg($v);
            case 'DeclaredStrict\number': return \DeclaredStrict\number($v);
            case 'DeclaredStrict\ret': return \DeclaredStrict\ret($v);
            case 'DeclaredStrict\ret_float': return \DeclaredStrict\ret_float($v);
        }
    }
    foreach (['DeclaredWeak', 'DeclaredStrict'] as $ns) {
        foreach (['arg' => [5, "5", 5.0, true], 'number' => [5, "5", 1.5, false], 'ret' => [5, "5", 5.5, false],
            'ret_float' => [5, "5", 2.5, []]] as $fn => $values) {
            foreach ($values as $v) {
                echo \MODE, " -> $ns\\$fn(", var_export($v, true), '): ';
                try {
                    $r = call_direct($ns, $fn, $v);
                    echo gettype($r), ' ', var_export($r, true), "\n";
                } catch (\TypeError $e) {
                    echo $e->getMessage(), ' @', $e->getLine(), "\n";
                }
            }
        }
    }
}
