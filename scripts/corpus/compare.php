<?php
/*
 * Compares the attributes of the sampled declarations read on native PHP 8 and on
 * PHP 7.4 + attrsyntax (lines of scripts/corpus/attributes.php dump):
 *
 *   php scripts/corpus/compare.php NATIVE.tsv ATTRSYNTAX.tsv
 *
 * Prints a summary line ("sample: N declarations, M read on native 8.2; of these, ...")
 * then each declaration whose attributes differ, with both forms (var_export()), and the
 * declarations PHP 7.4 + attrsyntax could not load, with their first error.
 */

if ($argc !== 3) {
	fwrite(STDERR, "usage: php compare.php NATIVE.tsv ATTRSYNTAX.tsv\n");
	exit(2);
}

function rows(string $file): array
{
	$rows = [];
	foreach (file($file, FILE_IGNORE_NEW_LINES) as $line) {
		[$id, $status, $data] = explode("\t", $line, 3) + [null, null, ''];
		$rows[$id] = [$status, $data];
	}
	return $rows;
}

/* "Attribute\Name field" of each field of an attribute that differs. */
function differences(array $native, array $ours): array
{
	$kinds = [];
	foreach ($native as $i => $attribute) {
		foreach ($attribute as $field => $value) {
			if (($ours[$i][$field] ?? null) !== $value) {
				$kinds[] = $attribute['name'] . ' ' . $field
					. (is_array($ours[$i][$field] ?? null) && ($ours[$i][$field][0] ?? null) === 'threw' ? ' (threw on 7.4: ' . $ours[$i][$field][2] . ')' : '');
			}
		}
	}
	if (count($ours) !== count($native)) {
		$kinds[] = 'number of attributes';
	}
	return array_unique($kinds);
}

$native = rows($argv[1]);
$ours = rows($argv[2]);
$readable = $match = 0;
$differ = $unloaded = $kinds = $reasons = [];
foreach ($native as $id => [$status, $data]) {
	if ($status !== 'ok') {
		continue;
	}
	$readable++;
	[$our_status, $our_data] = $ours[$id] ?? ['missing', 'no line'];
	if ($our_status !== 'ok') {
		$unloaded[] = "  $id: $our_status: $our_data";
		$why = preg_replace('/ in \/\S*$/', '', "$our_status: $our_data");
		$reasons[$why] = ($reasons[$why] ?? 0) + 1;
	} elseif ($our_data === $data) {
		$match++;
	} else {
		foreach (differences(unserialize(base64_decode($data)), unserialize(base64_decode($our_data))) as $kind) {
			$kinds[$kind] = ($kinds[$kind] ?? 0) + 1;
		}
		$differ[] = "  $id\n    native 8.2: " . str_replace("\n", "\n    ", var_export(unserialize(base64_decode($data)), true))
			. "\n    7.4 + attrsyntax: " . str_replace("\n", "\n    ", var_export(unserialize(base64_decode($our_data)), true));
	}
}
$loaded = $readable - count($unloaded);
printf("sample: %d declarations, %d read on native 8.2; on PHP 7.4 + attrsyntax %d loaded: %d the same, %d different; %d did not load\n",
	count($native), $readable, $loaded, $match, count($differ), count($unloaded));
arsort($kinds);
foreach ($kinds as $kind => $count) {
	printf("  %4d  %s\n", $count, $kind);
}
if ($differ) {
	echo "different:\n", implode("\n", $differ), "\n";
}
if ($unloaded) {
	arsort($reasons);
	echo "not loaded on 7.4, by first error:\n";
	foreach ($reasons as $why => $count) {
		printf("  %4d  %s\n", $count, $why);
	}
	echo "not loaded on 7.4:\n", implode("\n", $unloaded), "\n";
}
