<?php
/*
 * Differential check of the version gates on PHP 7.x: for every gate that
 * attrsyntax_find_gates() reports, its verdict ("opens" or "stays") must be what
 * the compile hook does. What the hook does is read from the opcodes: each file
 * is compiled (never run) by opcache_compile_file() in a child PHP with
 * opcache.opt_debug_level (the opcodes before the optimizer, on stderr), once with attrsyntax.gates = off and once with the
 * setting under test; a line whose opcodes differ holds a gate the hook opened.
 * So a line is in agreement when "the report opens a gate on it" and "its
 * opcodes differ" are both true or both false. Lines without opcodes in either
 * compile (a class constant, a default value: compiled to a value the dump does
 * not show) are counted apart, as not observable, and so are lines without a
 * gate whose opcodes differ after a gate opened above them in the same function
 * (a branch the compiler folds).
 *
 *   php -d extension=attrsyntax.so tests/differential/gates.php [--snippets N] [--seed S] [DIR...]
 *
 * --snippets N generates N files of gates in varied contexts and files (reasons
 * in code, in attribute groups, after a group on its line, in code that is lowered,
 * names a namespace declares of its own, assert()); DIR... adds the .php files under
 * each directory. Prints the counts, every disagreement, and exits 1 on one.
 * Needs opcache.so beside the running PHP's extensions.
 */
if (PHP_VERSION_ID >= 80000 || !function_exists('attrsyntax_find_gates')) {
    fwrite(STDERR, "gates.php: needs PHP 7.x with attrsyntax loaded\n");
    exit(2);
}
$snippets = 0;
$seed = 1;
$dirs = [];
for ($i = 1; $i < $argc; $i++) {
    if ($argv[$i] === '--snippets') {
        $snippets = (int) $argv[++$i];
    } elseif ($argv[$i] === '--seed') {
        $seed = (int) $argv[++$i];
    } else {
        $dirs[] = $argv[$i];
    }
}
mt_srand($seed);
$opcache = ini_get('extension_dir') . '/opcache.so';
$so = null;
foreach (explode("\n", (string) @file_get_contents('/proc/self/maps')) as $map) {
    if (preg_match('#\S+/attrsyntax\.so$#', $map, $m)) {
        $so = $m[0];
    }
}
if (!$so || !is_file($opcache)) {
    fwrite(STDERR, "gates.php: needs /proc/self/maps to find attrsyntax.so and $opcache\n");
    exit(2);
}
$work = sys_get_temp_dir() . '/attrsyntax_gates_differential_' . getmypid();
@mkdir($work);

/* ---- generated snippets ---- */
function gates_pick(array $a) { return $a[mt_rand(0, count($a) - 1)]; }

function gates_snippet(int $k): string {
    $gates = [
        'PHP_VERSION_ID >= 80000', '\PHP_VERSION_ID < 80000', '80000 <= PHP_VERSION_ID', '80000 > \PHP_VERSION_ID',
        'PHP_MAJOR_VERSION >= 8', '8 === PHP_MAJOR_VERSION', 'PHP_MAJOR_VERSION != 8',
        "version_compare(PHP_VERSION, '8.0.0', '>=')", "\\version_compare('8.0', \\PHP_VERSION) <= 0",
        "Version_Compare(PHP_VERSION, \"8.0.0\", '<')", "\\VERSION_COMPARE(PHP_VERSION, '8.0', '>=')",
        "version_compare(PHP_VERSION, '8.0' . '.1', '<')", 'PHP_VERSION_ID >= 80100', '$c + PHP_VERSION_ID >= 80000',
        'PHP_VERSION_ID >= 80000 + $c',
    ];
    $contexts = [
        'function f%k($c = 0) { return %g; }',
        'function f%k($c = 0) { if (%g) { return 1; } return 2; }',
        'function f%k($c = 0) { return %g ? 1 : 2; }',
        'function f%k($c = 0) { return [$c, %g]; }',
        'function f%k($c = 0) { if ($c) { return 0; } else return %g; }',
        'function f%k($c = 0) { assert(%g); return 1; }',
        'function f%k($c = 0) { return $c && %g; }',
        '#[Pure] function f%k($c = 0) { return %g; }',
        'function f%k($c = 0) { return fn() => %g; }',
        'function f%k($c = 0) { return match (true) { %g => 1, default => 2 }; }',
        'function f%k($c = null) { return $c?->x ?? %g; }',
        'function f%k($c = 0) { return $c ?: throw new \\LogicException((string) %g); }',
        '?>%g<?php',
        '?><?= %g ?><?php',
    ];
    $reasons = [
        '', '', '',
        'function r($c) { return $c->getAttributes(); }',
        'function r($c) { return $c?->getAttributes(); }',
        'function r(\ReflectionAttribute $a) { return $a; }',
        'function r($c) { $c->registerAttributeForAutoconfiguration(A::class, "f"); }',
        "#[A(\\ReflectionAttribute::IS_INSTANCEOF)]\nfunction r() {}",
        "#[A(B::C)] function r(\$c) { return \$c->getAttributes(); }",
        "#[A(\n  \\ReflectionAttribute::IS_INSTANCEOF\n)]\nfunction r() {}",
        "// \$c->getAttributes()",
        "function r() { return '\$c->getAttributes()'; }",
    ];
    $own = [
        '', '', '', '', 'const PHP_VERSION_ID = 50000;', "define('S$k\\\\PHP_MAJOR_VERSION', 7);",
        'function version_compare($a, $b, $op = null) { return 1; }',
    ];
    $lines = ["<?php", "namespace S$k;", gates_pick($own), gates_pick($reasons)];
    $n = mt_rand(1, 6);
    for ($j = 0; $j < $n; $j++) {
        $context = gates_pick($contexts);
        $line = str_replace(['%k', '%g'], [$j, gates_pick($gates)], $context);
        if (mt_rand(0, 4) === 0 && strncmp($context, 'function', 8) === 0) {
            /* a gate in an attribute group's arguments, on a line of its own */
            $constant = array_values(array_filter($gates, function ($g) { return strpbrk($g, '($') === false; }));
            $lines[] = '#[A(' . gates_pick($constant) . ')]';
        }
        $lines[] = $line;
    }
    return implode("\n", $lines) . "\n";
}

$files = [];
for ($k = 0; $k < $snippets; $k++) {
    $file = "$work/s$k.php";
    file_put_contents($file, gates_snippet($k));
    $files[] = $file;
}
foreach ($dirs as $dir) {
    $it = new RecursiveIteratorIterator(new RecursiveDirectoryIterator($dir, FilesystemIterator::SKIP_DOTS));
    foreach ($it as $f) {
        if ($f->isFile() && substr($f->getFilename(), -4) === '.php') {
            $files[] = $f->getPathname();
        }
    }
}

/* ---- the report, per file and line ---- */
$reported = [];   /* file => line => [opens: bool, gates: int] */
$stats = ['files' => count($files), 'files with gates' => 0, 'gates' => 0, 'gates reported open' => 0];
foreach ($files as $file) {
    $code = file_get_contents($file);
    $gates = attrsyntax_find_gates($code);
    if (!$gates) {
        continue;
    }
    $stats['files with gates']++;
    foreach ($gates as $gate) {
        $stats['gates']++;
        $stats['gates reported open'] += $gate['opens'];
        $at = &$reported[$file][$gate['line']];
        $at['opens'] = ($at['opens'] ?? false) || $gate['opens'];
        $at['gates'] = ($at['gates'] ?? 0) + 1;
        unset($at);
    }
}

/* ---- the opcodes, per file and line, under a setting of attrsyntax.gates ---- */
function gates_dump(string $so, string $opcache, string $work, array $files, string $gates): array {
    $list = "$work/list";
    file_put_contents($list, implode("\n", $files));
    $script = '$files = file($argv[1], FILE_IGNORE_NEW_LINES);'
        . 'foreach ($files as $f) { fwrite(STDERR, "\n@@FILE $f\n"); try { if (!opcache_compile_file($f)) { fwrite(STDERR, "\n@@FAILED\n"); } }'
        . ' catch (Throwable $e) { fwrite(STDERR, "\n@@FAILED\n"); } }';
    $cmd = [PHP_BINARY, '-n', '-d', "zend_extension=$opcache", '-d', "extension=$so", '-d', 'opcache.enable_cli=1',
        '-d', 'opcache.opt_debug_level=0x10000', '-d', 'opcache.file_update_protection=0', '-d', 'opcache.memory_consumption=512',
        '-d', 'opcache.max_accelerated_files=100000', '-d', 'memory_limit=1G', '-d', 'display_errors=0',
        '-d', 'attrsyntax.downgrade=' . ini_get('attrsyntax.downgrade'), '-d', "attrsyntax.gates=$gates",
        '-r', $script, $list];
    $proc = proc_open(implode(' ', array_map('escapeshellarg', $cmd)), [1 => ['file', '/dev/null', 'w'], 2 => ['pipe', 'w']], $pipes);
    $out = [];
    $file = null;
    /* opcache's dump goes to stderr, and so do the marks of the files */
    while (($line = fgets($pipes[2])) !== false) {
        if (strncmp($line, '@@FILE ', 7) === 0) {
            $file = rtrim(substr($line, 7), "\n");
            $out[$file] = [];
        } elseif (strncmp($line, '@@FAILED', 8) === 0) {
            $out[$file] = null;
        } elseif ($file !== null && is_array($out[$file]) && preg_match('/^\s+; .*:(\d+)-(\d+)$/', $line, $m)) {
            /* an op array's lines */
            $out[$file]['ranges'][] = [(int) $m[1], (int) $m[2]];
        } elseif ($file !== null && is_array($out[$file]) && preg_match('/^L\d+ \((\d+)\):\s+(.*)$/', $line, $m)) {
            /* jump targets and temporaries are numbered on with what a line before compiles to */
            $out[$file][(int) $m[1]][] = preg_replace(['/\bL\d+\b/', '/\b[TV]\d+\b/'], ['L', 'T'], $m[2]);
        }
    }
    fclose($pipes[2]);
    proc_close($proc);
    return $out;
}
/* a fatal error ends a child: the next one goes on after the file that raised it */
function gates_dump_all(string $so, string $opcache, string $work, array $files, string $gates): array {
    $out = [];
    for ($tries = 0; $files && $tries < 1000; $tries++) {
        $got = gates_dump($so, $opcache, $work, $files, $gates);
        $out += $got;
        $done = count($got);
        if ($done && $got[array_key_last($got)] === []) {
            $out[array_key_last($got)] = null; /* no opcodes at all: it ended the child */
        }
        $files = array_slice($files, max($done, 1));
    }
    return $out;
}
$with_gates = array_keys($reported);
$dirs_off = gates_dump_all($so, $opcache, $work, $with_gates, 'off');
$dirs_on = gates_dump_all($so, $opcache, $work, $with_gates, ini_get('attrsyntax.gates') === 'off' ? 'auto' : ini_get('attrsyntax.gates'));

/* Whether the report opens a gate on a line before $line in the innermost op array around it. */
function gates_opened_above(array $report, array $ranges, int $line): bool {
    $from = 1;
    foreach ($ranges as [$start, $end]) {
        if ($start <= $line && $line <= $end && $start > $from) {
            $from = $start;
        }
    }
    foreach ($report as $at => $gates) {
        if ($gates['opens'] && $at >= $from && $at < $line) {
            return true;
        }
    }
    return false;
}
$agree = 0;
$follows = 0;
$unobservable = 0;
$failed = 0;
$disagreements = [];
foreach ($with_gates as $file) {
    $off = $dirs_off[$file] ?? null;
    $on = $dirs_on[$file] ?? null;
    if ($off === null || $on === null) {
        $failed++;
        if (getenv('GATES_DEBUG')) {
            fprintf(STDERR, "not compiled: %s\n", $file);
        }
        continue;
    }
    $ranges = $off['ranges'] ?? [];
    unset($off['ranges'], $on['ranges']);
    $lines = array_unique(array_merge(array_keys($reported[$file]), array_keys($off), array_keys($on)));
    sort($lines);
    foreach ($lines as $line) {
        $a = $off[$line] ?? [];
        $b = $on[$line] ?? [];
        sort($a);
        sort($b);
        $differs = $a !== $b;
        $opens = $reported[$file][$line]['opens'] ?? false;
        if (!isset($reported[$file][$line]) && !$differs) {
            continue;
        }
        if ($opens === $differs && isset($reported[$file][$line])) {
            $agree++;
        } elseif ($differs && !$opens && gates_opened_above($reported[$file], $ranges, $line)) {
            /* a gate opened above in the same function: what follows compiles otherwise (a branch folded) */
            $follows++;
        } elseif ($opens && !$a && !$b) {
            $unobservable++;
            if (getenv('GATES_DEBUG')) {
                fprintf(STDERR, "not observable: %s:%d\n", $file, $line);
            }
        } else {
            $disagreements[] = sprintf("%s:%d: the report says %s, the opcodes %s", $file, $line,
                $opens ? 'opens' : (isset($reported[$file][$line]) ? 'stays' : 'no gate'), $differs ? 'differ' : 'are the same');
        }
    }
}
foreach ($stats as $what => $n) {
    printf("%-28s %d\n", $what, $n);
}
printf("%-28s %d\n", 'files not compiled', $failed);
printf("%-28s %d\n", 'lines in agreement', $agree);
printf("%-28s %d\n", 'lines not observable', $unobservable);
printf("%-28s %d\n", 'lines after an opened gate', $follows);
printf("%-28s %d\n", 'lines in disagreement', count($disagreements));
foreach ($disagreements as $d) {
    echo $d, "\n";
}
if (!getenv("GATES_DEBUG")) foreach (glob("$work/*") as $f) {
    unlink($f);
}
@rmdir($work);
exit($disagreements ? 1 : 0);
