<?php
/*
 * Tokenizer throughput, all contenders in one run over the same corpus:
 * attrsyntax_token_get_all(), the engine's token_get_all(), PhpToken::tokenize()
 * (attrsyntax's on 7.4, the engine's on 8.x) and nikic/php-parser's emulative
 * lexer. Prints MB/s (best of several rounds, interleaved so that machine noise
 * hits everyone alike) and the ratios to token_get_all().
 *
 *   php -d extension=attrsyntax.so bench/tokenizer.php [--rounds=N] [--max-mb=N] DIR...
 *
 * bench/README.md's numbers come from bench/run.sh.
 */
$rounds = 5;
$max_bytes = 8 << 20;
$dirs = [];
foreach (array_slice($argv, 1) as $arg) {
    if (preg_match('/^--rounds=(\d+)$/', $arg, $m)) {
        $rounds = (int) $m[1];
    } elseif (preg_match('/^--max-mb=(\d+)$/', $arg, $m)) {
        $max_bytes = (int) $m[1] << 20;
    } else {
        $dirs[] = $arg;
    }
}

/* The corpus: .php, .phpt and .inc files of the given trees, in a fixed order, up to max_bytes. */
$paths = [];
foreach ($dirs as $dir) {
    foreach (new RecursiveIteratorIterator(new RecursiveDirectoryIterator($dir, FilesystemIterator::SKIP_DOTS)) as $f) {
        if (preg_match('/\.(php|phpt|inc)$/', $f->getFilename())) {
            $paths[] = $f->getPathname();
        }
    }
}
sort($paths);
$corpus = [];
$bytes = 0;
foreach ($paths as $p) {
    $code = file_get_contents($p);
    if ($bytes + strlen($code) > $max_bytes) {
        continue;
    }
    $corpus[] = $code;
    $bytes += strlen($code);
}

$contenders = [
    'token_get_all' => function ($code) { return @token_get_all($code); },
    'attrsyntax_token_get_all' => function ($code) { return @attrsyntax_token_get_all($code); },
    'PhpToken::tokenize' => function ($code) { return @PhpToken::tokenize($code); },
];
$parser_autoload = '/usr/share/php/PhpParser/autoload.php';
if (is_file($parser_autoload)) {
    require $parser_autoload;
    $lexer = new PhpParser\Lexer\Emulative();
    $contenders['php-parser Lexer\\Emulative'] = function ($code) use ($lexer) {
        $lexer->startLexing($code, new PhpParser\ErrorHandler\Collecting());
        return $lexer;
    };
}

$best = array_fill_keys(array_keys($contenders), INF);
for ($r = 0; $r < $rounds; $r++) {
    foreach ($contenders as $name => $f) {
        $t = hrtime(true);
        foreach ($corpus as $code) {
            $f($code);
        }
        $best[$name] = min($best[$name], (hrtime(true) - $t) / 1e9);
    }
}

printf("PHP %s%s, %d files, %.1f MB, best of %d rounds\n", PHP_VERSION,
    PHP_DEBUG ? ' (debug build: numbers mean little)' : '', count($corpus), $bytes / 1e6, $rounds);
printf("%-30s %10s %12s\n", 'tokenizer', 'MB/s', 'vs engine');
foreach ($best as $name => $seconds) {
    printf("%-30s %10.1f %11.2fx\n", $name, $bytes / 1e6 / $seconds, $best['token_get_all'] / $seconds);
}
