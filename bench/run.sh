#!/usr/bin/env bash
# The tokenizer numbers of bench/README.md: bench/tokenizer.php on the release builds of
# PHP 7.4 (built from Debian's source package) and the system PHP 8.2, over the
# .php/.phpt/.inc files of both PHP source trees (the first 8 MB in path order).
#
#   bench/run.sh [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-7}
CACHE=${ATTRSYNTAX_CACHE:-/var/cache/attrsyntax}
bash scripts/install-deps.sh
bash scripts/build-php.sh php74-release php82-debug >/dev/null  # php82-debug unpacks the 8.2 tree
trees=("$CACHE/src/php7.4-7.4.33" "$CACHE/src/php8.2-8.2.32")
for variant in php74-release system; do
	so=$(bash scripts/build-ext.sh "$variant")
	if [ "$variant" = system ]; then php=/usr/bin/php; else php=$(bash scripts/build-php.sh --prefix "$variant")/bin/php; fi
	"$php" -d extension="$so" -d memory_limit=-1 bench/tokenizer.php --rounds="$rounds" "${trees[@]}"
	echo
done
