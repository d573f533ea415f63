<?php
/*
 * The compile figures of scripts/corpus-lowering.sh: for each attrsyntax.downgrade mode,
 * how many files of the corpus's two sets compile on PHP 7.4 + attrsyntax, and the first
 * errors of the others grouped by the PHP 8 construct they stumbled on.
 *
 *   php scripts/corpus/report.php CORPUS_DIR RESULTS_DIR MODE...
 *
 * Reads CORPUS_DIR/{declaring,using}.txt (the "only using" column: using.txt without
 * declaring.txt) and RESULTS_DIR/MODE.tsv (lines of
 * scripts/corpus/compile_one.sh); the kind of an error is told from its message and the
 * text of the line it names (the line in CORPUS_DIR/root). Prints the report; the
 * files of each kind are listed after the tables.
 */

if ($argc < 4) {
	fwrite(STDERR, "usage: php report.php CORPUS_DIR RESULTS_DIR MODE...\n");
	exit(2);
}

/* The few lines up to $line of $path, the last one first. */
function lines_before(string $root, string $path, int $line, int $count): array
{
	static $cache = [];
	$cache[$path] = $cache[$path] ?? file($root . $path, FILE_IGNORE_NEW_LINES);
	$lines = [];
	for ($i = $line; $i >= 1 && $i > $line - $count; $i--) {
		$lines[] = $cache[$path][$i - 1] ?? '';
	}
	return $lines;
}

/* The PHP 8 construct a first error points at, by its message and source line. */
function error_kind(string $message, array $lines): string
{
	$text = $lines[0] ?? '';
	$above = implode("\n", $lines);
	$rules = [
		['readonly', '/\breadonly\b/', null],
		['constructor promotion', "/unexpected '(public|private|protected)' .*expecting variable/", null],
		['union types', "/unexpected '\\|'/", null],
		['intersection types', "/unexpected '&', expecting variable/", null],
		['catch without a variable', "/unexpected '\\)', expecting '\\|' or variable/", null],
		['trailing comma in a closure use list', "/unexpected '\\)', expecting '&' or variable/", null],
		['trailing comma in a parameter list', "/unexpected '\\)', expecting variable/", null],
		['readonly', '/expecting variable/', '/\breadonly\b/'],
		['nullsafe operator', "/unexpected '->'/", '/\?->/'],
		['$object::class', '/Cannot use ::class with dynamic class name/', null],
		['throw expression', "/unexpected 'throw'/", null],
		['static return type', "/unexpected 'static'/", '/\)\s*:\s*static\b/'],
		['named arguments', "/expecting '\\)'/", '/(^|[(,])\s*[A-Za-z_]\w*\s*:(?!:)/'],
		['first-class callable syntax', "/unexpected '\\)'/", '/\(\.\.\.\)/'],
		['enum', '/./', '/^\s*enum\s/'],
		['new in initializers', '/Constant expression contains invalid operations/', '/\bnew\b/'],
	];
	foreach ($rules as [$kind, $message_pattern, $line_pattern]) {
		if (preg_match($message_pattern, $message) && ($line_pattern === null || preg_match($line_pattern, $text))) {
			return $kind;
		}
	}
	if (preg_match("/unexpected ('=>'|','|'\\{'|'default')/", $message) && preg_match('/\bmatch\s*\(/', $above)) {
		return 'match';
	}
	return 'other: ' . preg_replace('/\'[A-Za-z_\\\\][\w\\\\]*\' \(T_STRING\)/', "'NAME' (T_STRING)", $message);
}

function percent(int $part, int $whole): string
{
	return sprintf('%d/%d (%.1f%%)', $part, $whole, $whole ? 100 * $part / $whole : 0);
}

[, $corpus, $results] = $argv;
$modes = array_slice($argv, 3);
$sets = [];
foreach (['declaring', 'using'] as $set) {
	$sets[$set] = array_flip(file("$corpus/$set.txt", FILE_IGNORE_NEW_LINES));
}
$sets['only using'] = array_diff_key($sets['using'], $sets['declaring']);
$listing = [];
foreach ($modes as $mode) {
	$kinds = [];
	$compiled = array_fill_keys(array_keys($sets), 0);
	foreach (file("$results/$mode.tsv", FILE_IGNORE_NEW_LINES) as $row) {
		[$path, $status, $line, $message] = explode("\t", $row) + [null, null, '', ''];
		if ($status === 'ok') {
			foreach ($sets as $set => $files) {
				$compiled[$set] += isset($files[$path]);
			}
			continue;
		}
		$kind = $status === 'error' ? error_kind($message, lines_before("$corpus/root", $path, (int) $line, 12)) : $status;
		foreach ($sets as $set => $files) {
			if (isset($files[$path])) {
				$kinds[$kind][$set] = ($kinds[$kind][$set] ?? 0) + 1;
			}
		}
		$listing[$mode][$kind][] = "$path:$line: $message";
	}
	uasort($kinds, function ($a, $b) {
		return [$b['using'] ?? 0, $b['declaring'] ?? 0] <=> [$a['using'] ?? 0, $a['declaring'] ?? 0];
	});
	echo "attrsyntax.downgrade=$mode\n";
	printf("  compile: %s of the files declaring attribute classes, %s of the files using attributes"
		. " (%s of those not declaring any)\n",
		percent($compiled['declaring'], count($sets['declaring'])), percent($compiled['using'], count($sets['using'])),
		percent($compiled['only using'], count($sets['only using'])));
	printf("  %-40s %10s %10s %11s\n", 'first error of the others', 'declaring', 'using', 'only using');
	foreach ($kinds as $kind => $counts) {
		printf("  %-40s %10d %10d %11d\n", $kind, $counts['declaring'] ?? 0, $counts['using'] ?? 0, $counts['only using'] ?? 0);
	}
	echo "\n";
}
foreach ($listing as $mode => $kinds) {
	foreach ($kinds as $kind => $files) {
		echo "== $mode: $kind (" . count($files) . ")\n" . implode("\n", $files) . "\n";
	}
}
