#!/usr/bin/env bash
# `composer validate --strict` on composer.json (the PIE manifest).
#
# Composer learned the "php-ext" section in 2.7; Debian 12's composer (2.5.5)
# refuses it as an unknown property. With such a Composer, the whole file minus
# "php-ext" is validated strictly here, and "php-ext" is checked against PIE's
# documentation by tests/packaging/ (composer_json_pie.phpt). With a Composer
# whose schema knows "php-ext", the file is validated as it is.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
command -v composer >/dev/null || { echo "composer is not installed (scripts/install-deps.sh installs it)"; exit 1; }
schema=$(php -r 'foreach (["/usr/share/php/data/Composer/res/composer-schema.json"] as $f) { if (is_file($f)) { echo $f; } }')
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ -z "$schema" ] || grep -q '"php-ext"' "$schema"; then
	cp "$here/composer.json" "$work/composer.json"
	echo "composer validate --strict (Composer $(composer --version 2>/dev/null | awk '{print $3}'), the whole file)"
else
	php -r '$j = json_decode(file_get_contents($argv[1]), true, 512, JSON_THROW_ON_ERROR);
		if (!isset($j["php-ext"])) { fwrite(STDERR, "composer.json has no php-ext section\n"); exit(1); }
		unset($j["php-ext"]);
		file_put_contents($argv[2], json_encode($j, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES) . "\n");' \
		"$here/composer.json" "$work/composer.json"
	echo "composer validate --strict (Composer $(composer --version 2>/dev/null | awk '{print $3}'), which predates \"php-ext\": the file without it)"
fi
cd "$work"
COMPOSER_NO_INTERACTION=1 composer validate --strict --no-ansi composer.json
