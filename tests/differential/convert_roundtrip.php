<?php
/*
 * attrsyntax_convert() round trips over real code.
 *
 *   php -d extension=attrsyntax.so tests/differential/convert_roundtrip.php [--sample=N] [-v] TREE...
 *
 * Every .php/.phpt/.inc file under the trees that holds an attribute group
 * (attrsyntax_parse() finds at least one #[...]; files it refuses with a ParseError
 * are skipped and counted) is converted #[ -> @@ -> #[ and #[ -> <<>> -> #[.
 * Per direction each file lands in exactly one class:
 *
 *   exact       the round trip gives the original bytes back;
 *   normalized  it gives the original with every group rewritten as one group per
 *               attribute, the commas and the brackets' inner whitespace and comments
 *               left outside the new groups ("#[ A, /*c*\/ B ]" -> " #[A] /*c*\/ #[B] "):
 *               @@ and <<>> hold one attribute each, so this is all a round trip
 *               can give. The expected text is computed here from the tokens
 *               (token_get_all() on PHP 8, attrsyntax_token_get_all() on 7.4), not
 *               by attrsyntax_convert(); and attrsyntax_parse() must give identical
 *               declarations, attributes, arguments and lines for the original,
 *               the intermediate and the round-tripped code;
 *   exception   attrsyntax_convert() refused the file (an Exception naming the line):
 *               listed with file:line and the message;
 *   FAILED      anything else (printed with the reason), including a change in the
 *               number of "\n" of the intermediate or the round-tripped code.
 *
 * --sample=N takes N files spread evenly over the sorted list of candidates.
 * Exit status: 0, or 1 when something FAILED, 2 on bad usage.
 */

$sample = 0;
$verbose = false;
$trees = [];
foreach (array_slice($argv, 1) as $arg) {
    if (preg_match('/^--sample=(\d+)$/', $arg, $m)) {
        $sample = (int) $m[1];
    } elseif ($arg === '-v' || $arg === '--verbose') {
        $verbose = true;
    } elseif ($arg !== '' && $arg[0] === '-') {
        $trees = [];
        break;
    } else {
        $trees[] = $arg;
    }
}
if (!$trees) {
    fwrite(STDERR, "usage: php -d extension=attrsyntax.so convert_roundtrip.php [--sample=N] [-v] TREE...\n");
    exit(2);
}
if (!extension_loaded('attrsyntax')) {
    fwrite(STDERR, "convert_roundtrip.php: the attrsyntax extension is not loaded\n");
    exit(2);
}

/* The tokens of $code with #[ as T_ATTRIBUTE: the engine's own tokenizer on PHP 8,
 * attrsyntax's on 7.4 (where the engine reads #[ as a comment). */
function tokens_of(string $code): array
{
    if (PHP_VERSION_ID >= 80000 && function_exists('token_get_all')) {
        return token_get_all($code);
    }
    return attrsyntax_token_get_all($code);
}

/* $code with every #[...] group rewritten as consecutive single-attribute groups,
 * the separating commas dropped and the whitespace and comments inside the brackets
 * kept between the new groups: what a round trip through @@ or <<>> should give. */
function split_groups(string $code, int &$groups, int &$multi): string
{
    $toks = tokens_of($code);
    $n = count($toks);
    $out = '';
    $trivia = [T_WHITESPACE, T_COMMENT, T_DOC_COMMENT];
    for ($i = 0; $i < $n; $i++) {
        $t = $toks[$i];
        if (!is_array($t) || $t[0] !== T_ATTRIBUTE) {
            $out .= is_array($t) ? $t[1] : $t;
            continue;
        }
        /* one group: the attributes are the top-level runs between commas */
        $groups++;
        $depth = 1;
        $attrs = 0;
        $pending = '';   /* trivia not yet known to be inside or after an attribute */
        $current = null; /* the text of the attribute being read, from its first token */
        for ($i++; $i < $n; $i++) {
            $t = $toks[$i];
            $text = is_array($t) ? $t[1] : $t;
            $id = is_array($t) ? $t[0] : $t;
            if (in_array($id, ['(', '[', '{', T_CURLY_OPEN, T_DOLLAR_OPEN_CURLY_BRACES, T_ATTRIBUTE], true)) {
                $depth++;
            } elseif (in_array($id, [')', ']', '}'], true)) {
                $depth--;
            }
            $end = $depth === 0 || ($depth === 1 && $id === ',');
            if ($end || ($current === null && in_array($id, $trivia, true))) {
                if ($current !== null) {
                    $out .= '#[' . $current . ']';
                    $current = null;
                    $attrs++;
                }
                $out .= $end ? $pending : $pending . $text;
                $pending = '';
                if ($depth === 0) {
                    break;
                }
            } elseif (in_array($id, $trivia, true)) {
                $pending .= $text;
            } else {
                $current = ($current ?? '') . $pending . $text;
                $pending = '';
            }
        }
        if ($attrs > 1) {
            $multi++;
        }
    }
    return $out;
}

/* attrsyntax_parse() of $code with each attribute's syntax left out */
function declarations_of(string $code, int $flags): array
{
    $decls = attrsyntax_parse($code, $flags);
    foreach ($decls as &$d) {
        foreach ($d['attributes'] as &$a) {
            unset($a['syntax']);
        }
    }
    return $decls;
}

function syntaxes_of(string $code, int $flags): array
{
    $seen = [];
    foreach (attrsyntax_parse($code, $flags) as $d) {
        foreach ($d['attributes'] as $a) {
            $seen[$a['syntax']] = true;
        }
    }
    return array_keys($seen);
}

function works_with_all(string $code): bool
{
    try {
        attrsyntax_convert($code, ATTRSYNTAX_HASH, ATTRSYNTAX_HASH | ATTRSYNTAX_ATAT | ATTRSYNTAX_ANGLE);
        return true;
    } catch (Throwable $e) {
        return false;
    }
}

function exception_line(Throwable $e): string
{
    return preg_match('/\bline (\d+)/', $e->getMessage(), $m) ? $m[1] : '?';
}

$files = [];
foreach ($trees as $tree) {
    if (is_file($tree)) {
        $files[] = $tree;
        continue;
    }
    $it = new RecursiveIteratorIterator(new RecursiveDirectoryIterator($tree, FilesystemIterator::SKIP_DOTS));
    foreach ($it as $f) {
        if ($f->isFile() && preg_match('/\.(php|phpt|inc)$/i', $f->getFilename())) {
            $files[] = $f->getPathname();
        }
    }
}
sort($files);
$candidates = [];
foreach ($files as $path) {
    $code = @file_get_contents($path);
    if ($code !== false && strpos($code, '#[') !== false) {
        $candidates[] = $path;
    }
}
if ($sample > 0 && $sample < count($candidates)) {
    $picked = [];
    for ($k = 0; $k < $sample; $k++) {
        $picked[] = $candidates[intdiv($k * count($candidates), $sample)];
    }
    $candidates = $picked;
}

$directions = ['@@' => ATTRSYNTAX_ATAT, '<<>>' => ATTRSYNTAX_ANGLE];
$stats = [];
foreach ($directions as $name => $flag) {
    $stats[$name] = ['exact' => 0, 'normalized' => 0, 'multi' => 0, 'exception' => [], 'failed' => 0];
}
$with_attributes = 0;
$refused = [];
$without = 0;
$failures = 0;
$fail = function (string $dir, string $path, string $why) use (&$failures, &$stats) {
    $failures++;
    $stats[$dir]['failed']++;
    echo "FAILED $dir: $path: $why\n";
};

foreach ($candidates as $path) {
    $code = file_get_contents($path);
    try {
        $original = declarations_of($code, ATTRSYNTAX_HASH);
    } catch (ParseError $e) {
        $refused[] = "$path:{$e->getLine()}: {$e->getMessage()}";
        continue;
    } catch (Throwable $e) {
        $failures++;
        echo "FAILED: $path: attrsyntax_parse() threw ", get_class($e), ': ', $e->getMessage(), "\n";
        continue;
    }
    if (!$original) {
        $without++; /* "#[" only in strings, comments or inline HTML */
        continue;
    }
    $with_attributes++;
    $groups = $multi = 0;
    $expected = split_groups($code, $groups, $multi);
    $lines = substr_count($code, "\n");
    foreach ($directions as $dir => $flag) {

        try {
            $there = attrsyntax_convert($code, $flag, ATTRSYNTAX_HASH);
        } catch (Exception $e) {
            if (get_class($e) !== 'Exception') {
                $fail($dir, $path, 'the conversion threw ' . get_class($e) . ': ' . $e->getMessage());
            } else {
                $stats[$dir]['exception'][] = "$path:" . exception_line($e) . ": there: {$e->getMessage()}";
            }
            continue;
        } catch (Throwable $e) {
            $fail($dir, $path, 'the conversion threw ' . get_class($e) . ': ' . $e->getMessage());
            continue;
        }
        try {
            $back = attrsyntax_convert($there, ATTRSYNTAX_HASH, $flag);
        } catch (ParseError $e) {
            /* attrsyntax_convert($there, HASH, ATAT or ANGLE) reads the code without
             * "#[" (a comment there), with PHP 8.1's lexer all the same */
            $fail($dir, $path, 'the conversion back threw ParseError: ' . $e->getMessage() . " on line {$e->getLine()}"
                . (works_with_all($there) ? ' (it works with $from = all three syntaxes)' : ''));
            continue;
        } catch (Exception $e) {
            if (get_class($e) !== 'Exception') {
                $fail($dir, $path, 'the conversion back threw ' . get_class($e) . ': ' . $e->getMessage());
            } else {
                $stats[$dir]['exception'][] = "$path:" . exception_line($e) . ": back: {$e->getMessage()}";
            }
            continue;
        } catch (Throwable $e) {
            $fail($dir, $path, 'the conversion back threw ' . get_class($e) . ': ' . $e->getMessage());
            continue;
        }
        if (substr_count($there, "\n") !== $lines || substr_count($back, "\n") !== $lines) {
            $fail($dir, $path, sprintf('lines changed: %d -> %d -> %d', $lines, substr_count($there, "\n"), substr_count($back, "\n")));
            continue;
        }
        /* the intermediate code: the same declarations and attributes, all in the new syntax */
        try {
            $mid = declarations_of($there, $flag);
            $mid_syntaxes = syntaxes_of($there, ATTRSYNTAX_HASH | $flag);
            $after = declarations_of($back, ATTRSYNTAX_HASH);
        } catch (Throwable $e) {
            $fail($dir, $path, 'attrsyntax_parse() of the converted code threw ' . get_class($e) . ': ' . $e->getMessage());
            continue;
        }
        if ($mid !== $original) {
            $fail($dir, $path, "attrsyntax_parse() of the $dir code differs from the original's"
                . (declarations_of($there, $flag | ATTRSYNTAX_HASH) === $original ? ' (not with ATTRSYNTAX_HASH added to the flags)' : ''));
            continue;
        }
        if ($mid_syntaxes !== [$flag === ATTRSYNTAX_ATAT ? 'atat' : 'angle']) {
            $fail($dir, $path, "the $dir code still holds groups of another syntax: " . implode(',', $mid_syntaxes));
            continue;
        }
        if ($after !== $original) {
            $fail($dir, $path, 'attrsyntax_parse() of the round-tripped code differs from the original\'s');
            continue;
        }
        if ($back === $code) {
            $stats[$dir]['exact']++;
        } elseif ($back === $expected) {
            $stats[$dir]['normalized']++;
            if ($multi) {
                $stats[$dir]['multi']++;
            }
            if ($verbose) {
                echo "normalized $dir: $path ($multi multi-attribute groups of $groups)\n";
            }
        } else {
            /* show the first differing line */
            $a = explode("\n", $expected);
            $b = explode("\n", $back);
            for ($k = 0; $k < count($a) && $a[$k] === ($b[$k] ?? null); $k++);
            $fail($dir, $path, sprintf("round trip differs from the expected split text at line %d:\n    expected: %s\n    got:      %s",
                $k + 1, json_encode($a[$k] ?? null, JSON_UNESCAPED_SLASHES), json_encode($b[$k] ?? null, JSON_UNESCAPED_SLASHES)));
        }
    }
}

printf("%d candidate files with \"#[\"%s: %d with attributes, %d without (\"#[\" in strings or comments), %d refused with a ParseError (skipped)\n",
    count($candidates), $sample ? " (sample of $sample)" : '', $with_attributes, $without, count($refused));
if ($verbose) {
    foreach ($refused as $r) {
        echo "    $r\n";
    }
}
foreach ($stats as $dir => $s) {
    printf("#[ -> %s -> #[: %d byte for byte, %d normalized (%d of them with multi-attribute groups split), %d exceptions, %d FAILED\n",
        $dir, $s['exact'], $s['normalized'], $s['multi'], count($s['exception']), $s['failed']);
    foreach ($s['exception'] as $e) {
        echo "    exception: $e\n";
    }
}
echo $failures ? "$failures failures\n" : "no failures\n";
exit($failures ? 1 : 0);
