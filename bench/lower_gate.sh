#!/usr/bin/env bash
# The lowering's byte-level gate at the exact level ("$object::class", the one construct
# PHP 7.4 parses): throughput, files let through, files missed (must be 0), in one run
# (bench/lower_gate.c):
#
#   bench/lower_gate.sh [FILE-LIST...]
#
# Without arguments: the .php files of the PHP 7.4 source tree and of /usr/share/php
# (PHP 7 and library code), and the Debian 13 corpus of scripts/corpus-debian13.sh when it is cached.
set -euo pipefail
cd "$(dirname "$0")/.."
CACHE=${ATTRSYNTAX_CACHE:-/var/cache/attrsyntax}
work=$(mktemp -d "${TMPDIR:-/tmp}/attrsyntax-lower-gate.XXXXXX")
trap 'rm -rf "$work"' EXIT
# the plain-C lowering files (src/lower/core; the engine's side is in src/lower)
plain=$(ls src/lower/core/attrsyntax_lower*.c)
# shellcheck disable=SC2086
cc -O2 -std=c99 -D_POSIX_C_SOURCE=200809L -I. -Isrc/scanner/core -Isrc/parser/core -Isrc/lower/core -o "$work/lower_gate" bench/lower_gate.c $plain src/parser/core/attrsyntax_parser.c \
	src/scanner/core/attrsyntax_scanner.c
if [ $# -eq 0 ]; then
	find "$CACHE/src/php7.4-7.4.33" -name '*.php' > "$work/php74.list" 2>/dev/null || true
	find /usr/share/php -name '*.php' > "$work/usr-share-php.list" 2>/dev/null || true
	set -- "$work/php74.list" "$work/usr-share-php.list"
	if [ -s "$CACHE/corpus-debian13/files.txt" ]; then
		sed "s#^#$CACHE/corpus-debian13/root#" "$CACHE/corpus-debian13/files.txt" > "$work/debian13.list"
		set -- "$@" "$work/debian13.list"
	fi
fi
for list in "$@"; do
	printf '%s: ' "$(basename "$list")"
	"$work/lower_gate" "$list"
done
