<?php
/*
 * PHP 8 token stream on PHP 7.4: attrsyntax_token_get_all($code,
 * ATTRSYNTAX_PHP80_TOKENS) on 7.4 against PHP 8.2's own token_get_all(), compared
 * by token name, text and line.
 *
 *   php8.2 -d short_open_tag=1 tests/differential/php80_tokens.php dump OUT [--sample=N] DIR...
 *   php7.4 -d short_open_tag=1 -d extension=attrsyntax.so tests/differential/php80_tokens.php compare OUT
 *
 * 8.1+ tokens are mapped back to what 8.0 emits (the two '&' tokens to '&',
 * T_READONLY and T_ENUM to T_STRING); files with 8.1 syntax PHP 8.0 lexes
 * differently (explicit octal "0o", enum declarations) are left out.
 */
[$mode, $out] = [$argv[1] ?? '', $argv[2] ?? ''];
$sample = 0;
$dirs = [];
foreach (array_slice($argv, 3) as $arg) {
    if (preg_match('/^--sample=(\d+)$/', $arg, $m)) {
        $sample = (int) $m[1];
    } else {
        $dirs[] = $arg;
    }
}

function stream(array $tokens, callable $name): array {
    $out = [];
    foreach ($tokens as $t) {
        $out[] = is_array($t) ? [$name($t[0]), $t[1], $t[2]] : $t;
    }
    return $out;
}

if ($mode === 'dump') {
    $files = [];
    foreach ($dirs as $dir) {
        foreach (new RecursiveIteratorIterator(new RecursiveDirectoryIterator($dir, FilesystemIterator::SKIP_DOTS)) as $f) {
            if (preg_match('/\.(php|phpt|inc)$/', $f->getFilename())) {
                $files[] = $f->getPathname();
            }
        }
    }
    sort($files);
    if ($sample && count($files) > $sample) {
        $step = count($files) / $sample;
        $files = array_map(function ($i) use ($files, $step) { return $files[(int) ($i * $step)]; }, range(0, $sample - 1));
    }
    $dump = [];
    $left_out = 0;
    foreach ($files as $file) {
        $tokens = @token_get_all(file_get_contents($file));
        foreach ($tokens as $t) {
            if (is_array($t) && ($t[0] === T_ENUM || ($t[0] === T_LNUMBER && preg_match('/^0[oO]/', $t[1])))) {
                $left_out++;
                continue 2;
            }
        }
        $dump[$file] = stream($tokens, function ($id) {
            switch ($id) {
                case T_AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG:
                case T_AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG:
                    return '&';
                case T_READONLY:
                    return 'T_STRING';
                default:
                    return token_name($id);
            }
        });
        // single-character tokens are plain strings in both
        foreach ($dump[$file] as &$t) {
            if (is_array($t) && $t[0] === '&') {
                $t = '&';
            }
        }
        unset($t);
    }
    file_put_contents($out, serialize(['short_open_tag' => ini_get('short_open_tag'), 'files' => $dump]));
    printf("dumped %d files from PHP %s, %d with 8.1 syntax left out\n", count($dump), PHP_VERSION, $left_out);
    exit(0);
}

if ($mode === 'compare') {
    $data = unserialize(file_get_contents($out));
    if ($data['short_open_tag'] !== ini_get('short_open_tag')) {
        fwrite(STDERR, "short_open_tag differs from the dump's: run both with the same -d short_open_tag\n");
        exit(2);
    }
    $dump = $data['files'];
    $mismatches = 0;
    foreach ($dump as $file => $expected) {
        $ours = stream(@attrsyntax_token_get_all(file_get_contents($file), ATTRSYNTAX_PHP80_TOKENS), 'attrsyntax_token_name');
        if ($ours !== $expected) {
            $mismatches++;
            for ($i = 0; ($ours[$i] ?? null) === ($expected[$i] ?? null); $i++);
            echo "MISMATCH $file: token $i: attrsyntax ", json_encode($ours[$i] ?? null, JSON_INVALID_UTF8_SUBSTITUTE),
                ", PHP 8.2 ", json_encode($expected[$i] ?? null, JSON_INVALID_UTF8_SUBSTITUTE), "\n";
        }
    }
    printf("PHP %s with ATTRSYNTAX_PHP80_TOKENS against PHP 8.2: %d files compared, %d mismatches\n",
        PHP_VERSION, count($dump), $mismatches);
    exit($mismatches ? 1 : 0);
}
fwrite(STDERR, "usage: php80_tokens.php dump|compare FILE [--sample=N] [DIR...]\n");
exit(2);
