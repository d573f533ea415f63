<?php
/*
 * Differential check: attrsyntax_token_get_all() against the running engine's
 * token_get_all() over every .php/.phpt/.inc file below the given directories.
 *
 *   php -d extension=attrsyntax.so tests/differential/token_get_all.php [--sample=N] [--parse] DIR...
 *
 * Without --parse both run without flags; with --parse both also run with
 * TOKEN_PARSE (a ParseError must match in message and line). On PHP 7.4, files in
 * which attrsyntax finds an attribute are counted apart: there the engine
 * tokenizes a comment by design. Exits 1 on any mismatch.
 */
$sample = 0;
$parse = false;
$dirs = [];
foreach (array_slice($argv, 1) as $arg) {
    if (preg_match('/^--sample=(\d+)$/', $arg, $m)) {
        $sample = (int) $m[1];
    } elseif ($arg === '--parse') {
        $parse = true;
    } else {
        $dirs[] = $arg;
    }
}
if (!$dirs) {
    fwrite(STDERR, "usage: token_get_all.php [--sample=N] [--parse] DIR...\n");
    exit(2);
}

$files = [];
foreach ($dirs as $dir) {
    $it = new RecursiveIteratorIterator(new RecursiveDirectoryIterator($dir, FilesystemIterator::SKIP_DOTS));
    foreach ($it as $file) {
        if (preg_match('/\.(php|phpt|inc)$/', $file->getFilename())) {
            $files[] = $file->getPathname();
        }
    }
}
sort($files);
if ($sample && count($files) > $sample) {
    // every k-th file: the same sample on every run
    $step = count($files) / $sample;
    $picked = [];
    for ($i = 0; $i < $sample; $i++) {
        $picked[] = $files[(int) ($i * $step)];
    }
    $files = $picked;
}

function first_difference(array $a, array $b): string {
    $n = max(count($a), count($b));
    for ($i = 0; $i < $n; $i++) {
        if (($a[$i] ?? null) !== ($b[$i] ?? null)) {
            $show = function ($t) {
                if (is_array($t)) {
                    $t[0] = token_name($t[0]);
                }
                return json_encode($t, JSON_INVALID_UTF8_SUBSTITUTE | JSON_PARTIAL_OUTPUT_ON_ERROR);
            };
            return "token $i: attrsyntax " . $show($a[$i] ?? null) . ", engine " . $show($b[$i] ?? null);
        }
    }
    return 'no difference';
}

function run(callable $f) {
    try {
        return $f();
    } catch (Throwable $e) {
        return get_class($e) . ': ' . $e->getMessage() . ' on line ' . $e->getLine();
    }
}

$checked = $with_attributes = $mismatches = 0;
$attribute_id = defined('T_ATTRIBUTE') ? T_ATTRIBUTE : -1;
foreach ($files as $file) {
    $code = file_get_contents($file);
    $ours = @attrsyntax_token_get_all($code);
    if (PHP_VERSION_ID < 80000) {
        foreach ($ours as $t) {
            if (is_array($t) && $t[0] === $attribute_id) {
                $with_attributes++;
                continue 2;
            }
        }
    }
    $checked++;
    $engine = @token_get_all($code);
    if ($ours !== $engine) {
        $mismatches++;
        echo "MISMATCH $file: ", first_difference($ours, $engine), "\n";
        continue;
    }
    if ($parse) {
        // both calls on one line: an exception the lexer throws carries the caller's line
        [$ours, $engine] = [run(function () use ($code) { return @attrsyntax_token_get_all($code, TOKEN_PARSE); }), run(function () use ($code) { return @token_get_all($code, TOKEN_PARSE); })];
        if ($ours !== $engine) {
            $mismatches++;
            echo "MISMATCH (TOKEN_PARSE) $file: ",
                is_array($ours) && is_array($engine) ? first_difference($ours, $engine) : json_encode([$ours, $engine]), "\n";
        }
    }
}
printf("PHP %s: %d files compared, %d mismatches%s\n", PHP_VERSION, $checked, $mismatches,
    PHP_VERSION_ID < 80000 ? ", $with_attributes files with attributes left out" : '');
exit($mismatches ? 1 : 0);
