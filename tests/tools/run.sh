#!/usr/bin/env bash
# Registering T_ATTRIBUTE and the other PHP 8 token constants on PHP 7.4 must not
# change what the tools people run there produce. Runs nikic/php-parser 4 and 5
# and PHP_CodeSniffer over a sample of the PHP source trees on one runtime,
# without and with attrsyntax loaded, and compares their output.
#
#   tests/tools/run.sh PHP_BINARY ATTRSYNTAX_SO [SAMPLE]
set -euo pipefail
php=$1 so=$2 sample=${3:-400}
here=$(cd "$(dirname "$0")/../.." && pwd)
CACHE=${ATTRSYNTAX_CACHE:-/var/cache/attrsyntax}
tools=$(bash "$here/scripts/fetch-tools.sh")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# the same sample every run: every k-th .php file of both trees, plus every file
# that uses attributes
find "$CACHE/src/php7.4-7.4.33" "$CACHE/src/php8.2-8.2.32" -name '*.php' | sort >"$work/all"
total=$(wc -l <"$work/all")
awk -v k=$(( total / sample + 1 )) 'NR % k == 0' "$work/all" >"$work/files"
grep -l '#\[' $(cat "$work/all") 2>/dev/null | head -100 >>"$work/files" || true
sort -u -o "$work/files" "$work/files"

status=0
compare() { # name command...
	local name=$1; shift
	"$@" >"$work/without" 2>&1 || true
	"${@:1:1}" -d extension="$so" "${@:2}" >"$work/with" 2>&1 || true
	if cmp -s "$work/without" "$work/with" && [ -s "$work/without" ]; then
		echo "same results with and without attrsyntax: $name ($(wc -l <"$work/files") files)"
	else
		echo "DIFFERENT results with attrsyntax: $name"
		diff "$work/without" "$work/with" | head -20
		status=1
	fi
}

for suite in bookworm trixie; do
	autoload="$tools/$suite/usr/share/php/PhpParser/autoload.php"
	[ -f "$autoload" ] || continue
	compare "php-parser from Debian $suite" "$php" -d memory_limit=-1 "$here/tests/tools/php_parser_dump.php" "$autoload" $(cat "$work/files")
done
compare "PHP_CodeSniffer (PSR12) from Debian bookworm" "$php" -d memory_limit=-1 \
	-d include_path="$tools/bookworm/usr/share/php" "$tools/bookworm/usr/bin/phpcs" \
	--standard=PSR12 --report=json -q --no-cache --basepath=/ $(cat "$work/files")
exit $status
