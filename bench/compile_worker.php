<?php
/*
 * One measurement of bench/compile.sh: compiles every file listed in LIST once
 * with opcache_compile_file() (compiled, never executed) and prints the seconds
 * and the process's minor page faults meanwhile.
 *
 *   php -d zend_extension=opcache.so -d opcache.enable_cli=1 compile_worker.php LIST
 *   ... compile_worker.php LIST --filter   prints the files that compile in one
 *                                          process (no two declaring one function)
 *   php compile_worker.php LIST --require  the same figures for a plain require of
 *                                          each file (no opcache needed)
 */
$mode = $argv[2] ?? '';
if ($mode === '--require') {
    $files = file($argv[1], FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES);
    $faults = getrusage()['ru_minflt'];
    $t = hrtime(true);
    foreach ($files as $f) {
        require $f;
    }
    printf("%.6f %d\n", (hrtime(true) - $t) / 1e9, getrusage()['ru_minflt'] - $faults);
    exit(0);
}
if (!function_exists('opcache_compile_file') || !ini_get('opcache.enable_cli')) {
    fwrite(STDERR, "compile_worker.php needs opcache with opcache.enable_cli=1\n");
    exit(2);
}
$files = file($argv[1], FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES);
if (($argv[2] ?? '') === '--filter') {
    foreach ($files as $f) {
        if (@opcache_compile_file($f)) {
            echo $f, "\n";
        }
    }
    exit(0);
}
$faults = getrusage()['ru_minflt'];
$t = hrtime(true);
foreach ($files as $f) {
    if (!opcache_compile_file($f)) {
        fwrite(STDERR, "could not compile $f\n");
        exit(1);
    }
}
printf("%.6f %d\n", (hrtime(true) - $t) / 1e9, getrusage()['ru_minflt'] - $faults);
