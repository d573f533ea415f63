<?php
/*
 * Sorts the corpus of scripts/corpus-debian13.sh into its lists, on PHP 8.2 or later,
 * by the engine's own tokenizer (T_ATTRIBUTE), so "#[" inside strings, comments and
 * heredocs does not count:
 *
 *   php scripts/corpus/classify.php DIR
 *
 * Reads DIR/files.txt (paths under DIR/root) and writes DIR/declaring.txt (files with an
 * attribute group naming Attribute or \Attribute right before a class declaration),
 * DIR/using.txt (files with any attribute group, declaring.txt included), DIR/free.txt
 * (files without one) and DIR/classmap.txt ("Name\Of\Class path" of every class,
 * interface, trait and enum declared, the first file of a name winning).
 */

if (PHP_VERSION_ID < 80000 || $argc !== 2) {
	fwrite(STDERR, "usage: php (8.x) classify.php DIR\n");
	exit(2);
}

const SKIPPED_BETWEEN = [T_WHITESPACE, T_COMMENT, T_DOC_COMMENT, T_FINAL, T_ABSTRACT];

/* Index after the group opened at $i (a T_ATTRIBUTE), and whether it names Attribute. */
function read_group(array $tokens, int $i): array
{
	$depth = 0;
	$parens = 0;
	$expect_name = true;
	$names_attribute = false;
	for ($n = count($tokens); $i < $n; $i++) {
		$t = $tokens[$i];
		$id = is_array($t) ? $t[0] : $t;
		if ($id === T_ATTRIBUTE || $id === '[') {
			$depth++;
			continue;
		}
		if ($id === ']' && --$depth === 0) {
			return [$i + 1, $names_attribute];
		}
		if ($id === '(') {
			$parens++;
		} elseif ($id === ')') {
			$parens--;
		} elseif ($id === ',' && $depth === 1 && $parens === 0) {
			$expect_name = true;
		} elseif ($expect_name && in_array($id, [T_STRING, T_NAME_FULLY_QUALIFIED, T_NAME_QUALIFIED], true)) {
			$names_attribute = $names_attribute || strcasecmp(ltrim($t[1], '\\'), 'Attribute') === 0;
			$expect_name = false;
		}
	}
	return [$i, $names_attribute];
}

/* Whether a class declaration follows $i, past comments, other groups and modifiers. */
function class_follows(array $tokens, int $i): bool
{
	$readonly = defined('T_READONLY') ? T_READONLY : -1;
	for ($n = count($tokens); $i < $n; $i++) {
		$id = is_array($tokens[$i]) ? $tokens[$i][0] : $tokens[$i];
		if ($id === T_ATTRIBUTE) {
			$i = read_group($tokens, $i)[0] - 1;
		} elseif ($id === T_CLASS) {
			return true;
		} elseif (!in_array($id, SKIPPED_BETWEEN, true) && $id !== $readonly) {
			return false;
		}
	}
	return false;
}

/* The names a file declares, with its namespace. */
function declared_names(array $tokens): array
{
	$kinds = [T_CLASS, T_INTERFACE, T_TRAIT];
	if (defined('T_ENUM')) {
		$kinds[] = T_ENUM;
	}
	$names = [];
	$namespace = '';
	$previous = null;
	foreach ($tokens as $i => $t) {
		if (!is_array($t)) {
			$previous = $t;
			continue;
		}
		if ($t[0] === T_NAMESPACE && isset($tokens[$i + 2]) && is_array($tokens[$i + 2])
				&& in_array($tokens[$i + 2][0], [T_STRING, T_NAME_QUALIFIED], true)) {
			$namespace = $tokens[$i + 2][1] . '\\';
		} elseif (in_array($t[0], $kinds, true) && $previous !== T_DOUBLE_COLON && $previous !== T_NEW
				&& isset($tokens[$i + 2]) && is_array($tokens[$i + 2]) && $tokens[$i + 2][0] === T_STRING) {
			$names[] = $namespace . $tokens[$i + 2][1];
		}
		if (!in_array($t[0], [T_WHITESPACE, T_COMMENT, T_DOC_COMMENT], true)) {
			$previous = $t[0];
		}
	}
	return $names;
}

$dir = $argv[1];
$lists = ['declaring' => [], 'using' => [], 'free' => []];
$classmap = [];
foreach (file("$dir/files.txt", FILE_IGNORE_NEW_LINES) as $path) {
	$tokens = token_get_all(file_get_contents("$dir/root$path"));
	$uses = $declares = false;
	foreach ($tokens as $i => $t) {
		if (is_array($t) && $t[0] === T_ATTRIBUTE) {
			$uses = true;
			[$after, $names_attribute] = read_group($tokens, $i);
			if ($names_attribute && class_follows($tokens, $after)) {
				$declares = true;
				break;
			}
		}
	}
	if ($declares) {
		$lists['declaring'][] = $path;
	}
	$lists[$uses ? 'using' : 'free'][] = $path;
	foreach (declared_names($tokens) as $name) {
		$classmap[strtolower($name)] ??= "$name $path";
	}
}
foreach ($lists as $name => $files) {
	file_put_contents("$dir/$name.txt", $files ? implode("\n", $files) . "\n" : '');
}
ksort($classmap);
file_put_contents("$dir/classmap.txt", implode("\n", $classmap) . "\n");
