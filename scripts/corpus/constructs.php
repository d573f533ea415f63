<?php
/*
 * Every PHP 8 construct (not only the first) that the corpus files PHP 7.4 + attrsyntax
 * cannot compile hold, told by PHP 8.2's tokenizer, and how many files each lowering
 * would let compile: the census behind scripts/corpus-lowering.sh's first-error breakdown.
 *
 *   php (8.2) scripts/corpus/constructs.php CORPUS_DIR RESULTS_DIR MODE
 *
 * Reads RESULTS_DIR/MODE.tsv (scripts/corpus/compile_one.sh) and CORPUS_DIR/declaring.txt,
 * using.txt; prints, for the files that did not compile: how many hold each construct and
 * how many hold it alone; then, lowering the construct that lets the most further files
 * compile first, the cumulative share of each set that would compile (assuming the tokens
 * seen are all that stops them); then the files where none was seen. What attribute
 * groups hold is skipped (the compile hook blanks them). The detection is by tokens, not a
 * parser: an estimate, which the first-error breakdown checks.
 */

if (PHP_VERSION_ID < 80200 || $argc !== 4) {
	fwrite(STDERR, "usage: php (8.2+) constructs.php CORPUS_DIR RESULTS_DIR MODE\n");
	exit(2);
}

const TRIVIA = [T_WHITESPACE, T_COMMENT, T_DOC_COMMENT, T_OPEN_TAG, T_INLINE_HTML, T_CLOSE_TAG];
const MODIFIERS = [T_PUBLIC, T_PRIVATE, T_PROTECTED, T_VAR, T_STATIC, T_READONLY, T_FINAL, T_ABSTRACT];
/* Names of classes on PHP 7.4: the file compiles, the type fails where it is checked. */
const NOT_BLOCKING = ['mixed type', 'never type'];
/* What lowering leaves to PHP 7.4 at every level (README, "Lowering PHP 8 syntax"), or does not name. */
const NOT_LOWERED = ['named arguments', 'first-class callable syntax', 'enum', 'typed class constants'];
const CALLEES = [T_STRING, T_NAME_QUALIFIED, T_NAME_FULLY_QUALIFIED, T_NAME_RELATIVE, T_VARIABLE, ')', ']', '}', T_CLASS, T_STATIC];

/* The file's tokens without trivia and without what attribute groups hold. */
function significant_tokens(string $code): array
{
	$out = [];
	$depth = 0;
	foreach (PhpToken::tokenize($code) as $t) {
		if ($depth > 0) {
			$depth += $t->is('[') ? 1 : ($t->is(']') ? -1 : 0);
			continue;
		}
		if ($t->is(T_ATTRIBUTE)) {
			$depth = 1;
		} elseif (!$t->is(TRIVIA)) {
			$out[] = $t;
		}
	}
	return $out;
}

function is_name(PhpToken $t): bool
{
	return (bool) preg_match('/^[A-Za-z_][A-Za-z0-9_]*$/', $t->text);
}

/* The constructs found in a parameter list, opened at $i; returns the index of its ")". */
function scan_parameters(array $t, int $i, array &$found): int
{
	$depth = 0;
	$before_variable = true;
	for ($n = count($t); $i < $n; $i++) {
		$x = $t[$i];
		if ($x->is(['(', '[', '{'])) {
			if (++$depth > 1 && $before_variable && $x->is('(')) {
				$found['DNF types'] = true;
			}
			continue;
		}
		if ($x->is([')', ']', '}'])) {
			if (--$depth === 0) {
				return $i;
			}
			continue;
		}
		if ($depth !== 1) {
			if ($x->is(T_NEW)) {
				$found['new in initializers'] = true;
			}
			continue;
		}
		if ($x->is(',')) {
			$before_variable = true;
			if (isset($t[$i + 1]) && $t[$i + 1]->is(')')) {
				$found['trailing comma in a parameter list'] = true;
			}
		} elseif ($x->is(T_VARIABLE)) {
			$before_variable = false;
		} elseif ($x->is([T_PUBLIC, T_PRIVATE, T_PROTECTED])) {
			$found['constructor promotion'] = true;
		} elseif ($x->is(T_READONLY)) {
			$found['readonly'] = true;
		} elseif ($before_variable) {
			type_token($x, $found);
		} elseif ($x->is(T_NEW)) {
			$found['new in initializers'] = true;
		}
	}
	return $i;
}

/* A token of a type: which PHP 8 type construct it is, if any. */
function type_token(PhpToken $x, array &$found, bool $return = false): void
{
	if ($x->is('|')) {
		$found['union types'] = true;
	} elseif ($x->is(T_AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG)) {
		$found['intersection types'] = true;
	} elseif (strcasecmp($x->text, 'mixed') === 0) {
		$found['mixed type'] = true;
	} elseif ($return && $x->is(T_STATIC)) {
		$found['static return type'] = true;
	} elseif ($return && strcasecmp($x->text, 'never') === 0) {
		$found['never type'] = true;
	} elseif ($return && $x->is('(')) {
		$found['DNF types'] = true;
	}
}

/* The return type after a parameter list's ")" at $i. */
function scan_return_type(array $t, int $i, array &$found): void
{
	if (!isset($t[$i + 1]) || !$t[$i + 1]->is(':')) {
		return;
	}
	for ($i += 2, $n = count($t); $i < $n && !$t[$i]->is(['{', ';', T_DOUBLE_ARROW]); $i++) {
		type_token($t[$i], $found, true);
	}
}

/* The type of a property declared from $i (after its modifiers) up to its variable. */
function scan_property_type(array $t, int $i, array &$found): void
{
	for ($n = count($t); $i < $n && !$t[$i]->is([T_VARIABLE, ';', '{', '=']); $i++) {
		type_token($t[$i], $found);
		if ($t[$i]->is('(')) {
			$found['DNF types'] = true;
		}
	}
}

function constructs_of(string $code): array
{
	$t = significant_tokens($code);
	$found = [];
	$calls = []; /* per open "(": whether it opens the arguments of a call */
	for ($i = 0, $n = count($t); $i < $n; $i++) {
		$x = $t[$i];
		$previous = $t[$i - 1] ?? null;
		$next = $t[$i + 1] ?? null;
		if ($x->is([T_FUNCTION, T_FN])) {
			$j = $i + 1;
			while (isset($t[$j]) && !$t[$j]->is('(')) {
				$j++;
			}
			$end = scan_parameters($t, $j, $found);
			scan_return_type($t, $end, $found);
			if (isset($t[$end + 1]) && $t[$end + 1]->is(T_USE)) {
				$close = $end + 2;
				while (isset($t[$close]) && !$t[$close]->is(')')) {
					$close++;
				}
				if ($t[$close - 1]->is(',')) {
					$found['trailing comma in a closure use list'] = true;
				}
				scan_return_type($t, $close, $found);
			}
			continue;
		}
		if ($x->is(T_READONLY)) {
			$found['readonly'] = true;
		} elseif ($x->is(T_NULLSAFE_OBJECT_OPERATOR)) {
			$found['nullsafe operator'] = true;
		} elseif ($x->is(T_MATCH)) {
			$found['match'] = true;
		} elseif ($x->is(T_ENUM)) {
			$found['enum'] = true;
		} elseif ($x->is(T_LNUMBER) && preg_match('/^0[oO]/', $x->text)) {
			$found['explicit octal (0o)'] = true;
		} elseif ($x->is(T_DOUBLE_COLON) && $next && $next->is(T_CLASS) && $previous && $previous->is([T_VARIABLE, ')', ']'])) {
			$found['$object::class'] = true;
		} elseif ($x->is(T_THROW) && $previous && !$previous->is([';', '{', '}', ')', ':', T_ELSE, T_DO, T_OPEN_TAG])
				|| $x->is(T_THROW) && $previous && $previous->is(':') && $t[$i - 2]->is('?')) {
			$found['throw expression'] = true;
		} elseif ($x->is(T_CATCH)) {
			for ($j = $i + 2; isset($t[$j]) && !$t[$j]->is([')', T_VARIABLE]); $j++);
			if (isset($t[$j]) && $t[$j]->is(')')) {
				$found['catch without a variable'] = true;
			}
		} elseif ($x->is(T_ELLIPSIS) && $previous && $previous->is('(') && $next && $next->is(')')) {
			$found['first-class callable syntax'] = true;
		} elseif ($x->is(T_CONST)) {
			if (isset($t[$i + 2]) && is_name($t[$i + 1]) && is_name($t[$i + 2])) {
				$found['typed class constants'] = true;
			}
			for ($j = $i + 1; isset($t[$j]) && !$t[$j]->is(';'); $j++) {
				if ($t[$j]->is(T_NEW)) {
					$found['new in initializers'] = true;
				}
			}
		} elseif ($x->is([T_PUBLIC, T_PRIVATE, T_PROTECTED, T_VAR]) && !($previous && $previous->is(MODIFIERS))) {
			$j = $i;
			while (isset($t[$j]) && $t[$j]->is(MODIFIERS)) {
				$j++;
			}
			if (isset($t[$j]) && !$t[$j]->is([T_FUNCTION, T_CONST, T_CLASS])) {
				scan_property_type($t, $j, $found);
			}
		}
		if ($x->is('(')) {
			$calls[] = $previous !== null && $previous->is(CALLEES);
		} elseif ($x->is(')')) {
			array_pop($calls);
		} elseif ($x->is(':') && $calls && end($calls) && $previous && is_name($previous)
				&& isset($t[$i - 2]) && $t[$i - 2]->is(['(', ','])) {
			$found['named arguments'] = true;
		}
	}
	ksort($found);
	return array_keys($found);
}

[, $corpus, $results, $mode] = $argv;
$sets = [];
foreach (['declaring', 'using'] as $set) {
	$sets[$set] = array_flip(file("$corpus/$set.txt", FILE_IGNORE_NEW_LINES));
}
$failing = $held = [];
foreach (file("$results/$mode.tsv", FILE_IGNORE_NEW_LINES) as $row) {
	[$path, $status] = explode("\t", $row);
	if ($status !== 'ok') {
		$held[$path] = constructs_of(file_get_contents("$corpus/root$path"));
		$failing[$path] = array_values(array_diff($held[$path], NOT_BLOCKING));
	}
}

$holding = $alone = [];
foreach ($held as $path => $constructs) {
	foreach ($constructs as $c) {
		foreach ($sets as $set => $files) {
			if (isset($files[$path])) {
				$holding[$c][$set] = ($holding[$c][$set] ?? 0) + 1;
				if (count($constructs) === 1) {
					$alone[$c][$set] = ($alone[$c][$set] ?? 0) + 1;
				}
			}
		}
	}
}
uasort($holding, fn ($a, $b) => [$b['using'] ?? 0, $b['declaring'] ?? 0] <=> [$a['using'] ?? 0, $a['declaring'] ?? 0]);
echo "attrsyntax.downgrade=$mode: the ", count($failing), " files that do not compile hold (declaring / using)\n";
printf("  %-38s %16s %16s\n", 'construct', 'files holding it', 'holding it alone');
foreach ($holding as $c => $counts) {
	printf("  %-38s %7d %8d %7d %8d\n", in_array($c, NOT_BLOCKING, true) ? "$c (*)" : $c, $counts['declaring'] ?? 0, $counts['using'] ?? 0,
		$alone[$c]['declaring'] ?? 0, $alone[$c]['using'] ?? 0);
}

$compiled = [];
foreach ($sets as $set => $files) {
	$compiled[$set] = count($files) - count(array_intersect_key($failing, $files));
}
echo "  (*) compiles on PHP 7.4, as a class name: not counted below\n";
echo "\nlowered in this order, the share that would compile (declaring / using)\n";
printf("  %-38s %6.1f%% %6.1f%%\n", '(today)', 100 * $compiled['declaring'] / count($sets['declaring']),
	100 * $compiled['using'] / count($sets['using']));
$lowered = [];
$left = $failing;
while ($holding) {
	$best = null;
	$best_gain = -1;
	foreach (array_keys($holding) as $c) {
		if (isset($lowered[$c]) || in_array($c, NOT_BLOCKING, true)) {
			continue;
		}
		$gain = 0;
		foreach ($left as $constructs) {
			$gain += $constructs && !array_diff($constructs, array_keys($lowered + [$c => true]));
		}
		if ($gain > $best_gain) {
			[$best, $best_gain] = [$c, $gain];
		}
	}
	if ($best === null) {
		break;
	}
	$lowered[$best] = true;
	foreach ($left as $path => $constructs) {
		if ($constructs && !array_diff($constructs, array_keys($lowered))) {
			foreach ($sets as $set => $files) {
				$compiled[$set] += isset($files[$path]);
			}
			unset($left[$path]);
		}
	}
	printf("  + %-36s %6.1f%% %6.1f%%\n", $best, 100 * $compiled['declaring'] / count($sets['declaring']),
		100 * $compiled['using'] / count($sets['using']));
}
$reachable = [];
foreach ($sets as $set => $files) {
	$reachable[$set] = 0;
	foreach ($files as $path => $_) {
		$reachable[$set] += !isset($failing[$path]) || ($failing[$path] && !array_intersect($failing[$path], NOT_LOWERED));
	}
}
printf("\nall lowered but %s: %.1f%% / %.1f%%\n", implode(', ', NOT_LOWERED),
	100 * $reachable['declaring'] / count($sets['declaring']), 100 * $reachable['using'] / count($sets['using']));
$unseen = array_keys(array_filter($left, fn ($constructs) => !$constructs));
echo "\nfailing files where no construct was seen: ", count($unseen), "\n";
foreach ($unseen as $path) {
	echo "  $path\n";
}
