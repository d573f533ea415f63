<?php
/*
 * attrsyntax_convert() round trips over real code: every .php/.phpt/.inc file of
 * the given trees that holds an attribute group is converted from #[...] to @@ and
 * back, and to <<>> and back.
 *
 *   php -d extension=attrsyntax.so tests/differential/convert_roundtrip.php TREE...
 *
 * Per direction it counts the files that come back byte for byte, the files that
 * come back with their multi-attribute groups split into one group per attribute
 * (@@ and <<>> have no groups; checked: attrsyntax_parse() gives the same
 * declarations, attributes, arguments and lines) and the files the converter
 * refuses (with the reason). Anything else is a failure (exit 1). The number of
 * lines never changes.
 */
$trees = array_slice($argv, 1);
if (!$trees || !extension_loaded('attrsyntax')) {
    fwrite(STDERR, "usage: php -d extension=attrsyntax.so convert_roundtrip.php TREE...\n");
    exit(2);
}
function attributes_of(string $code, int $flags): array
{
    $out = [];
    foreach (attrsyntax_parse($code, $flags) as $d) {
        foreach ($d['attributes'] as $a) {
            unset($a['syntax']);
            $out[] = [$d['kind'], $d['name'], $d['line'], $a];
        }
    }
    return $out;
}
$stats = [];
$failures = 0;
$files = 0;
$unparsable = 0;
foreach ($trees as $tree) {
    $it = new RecursiveIteratorIterator(new RecursiveDirectoryIterator($tree, FilesystemIterator::SKIP_DOTS));
    foreach ($it as $f) {
        if (!preg_match('/\.(php|phpt|inc)$/', $f->getFilename())) {
            continue;
        }
        $code = file_get_contents($f->getPathname());
        if (strpos($code, '#[') === false) {
            continue;
        }
        try {
            $original = attributes_of($code, ATTRSYNTAX_HASH);
        } catch (ParseError $e) {
            $unparsable++;
            continue;
        }
        if (!$original) {
            continue;
        }
        $files++;
        foreach (['atat' => ATTRSYNTAX_ATAT, 'angle' => ATTRSYNTAX_ANGLE] as $name => $flag) {
            if (!isset($stats[$name])) {
                $stats[$name] = ['exact' => 0, 'split' => 0, 'refused' => 0, 'reasons' => []];
            }
            $s = &$stats[$name];
            try {
                $there = attrsyntax_convert($code, $flag, ATTRSYNTAX_HASH);
                $back = attrsyntax_convert($there, ATTRSYNTAX_HASH, $flag | ATTRSYNTAX_HASH);
            } catch (Throwable $e) {
                $s['refused']++;
                $reason = preg_replace('/line \d+/', 'line N', $e->getMessage());
                $s['reasons'][$reason][] = $f->getPathname() . (preg_match('/line (\d+)/', $e->getMessage(), $m) ? ':' . $m[1] : '');
                continue;
            }
            if (substr_count($there, "\n") !== substr_count($code, "\n") || substr_count($back, "\n") !== substr_count($code, "\n")) {
                echo "FAILED $name: line count changed in ", $f->getPathname(), "\n";
                $failures++;
            } elseif ($back === $code) {
                $s['exact']++;
            } elseif (attributes_of($back, ATTRSYNTAX_HASH) === $original && attributes_of($there, $flag) === $original) {
                $s['split']++;
            } else {
                echo "FAILED $name: ", $f->getPathname(), " does not come back with the same attributes\n";
                $failures++;
            }
        }
        unset($s);
    }
}
printf("%d files with attributes (%d more with a group PHP 8 refuses, skipped)\n", $files, $unparsable);
foreach ($stats as $name => $s) {
    printf("#[ -> %s -> #[: %d byte for byte, %d with multi-attribute groups split, %d refused\n", $name === 'atat' ? '@@' : '<<>>', $s['exact'], $s['split'], $s['refused']);
    foreach ($s['reasons'] as $reason => $where) {
        printf("    %d x %s\n      e.g. %s\n", count($where), $reason, implode(', ', array_slice($where, 0, 3)));
    }
}
echo $failures ? "$failures failures\n" : "no failures\n";
exit($failures ? 1 : 0);
