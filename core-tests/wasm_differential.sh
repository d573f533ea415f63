#!/usr/bin/env bash
# The scanner's differential at every lexer level: the plain-C scanner (through
# core-tests/scanner/scan_dump.c) against the own token_get_all() of PHP 7.4, 8.0, 8.1, 8.2,
# 8.3, 8.4 and 8.5, each run in WebAssembly under Node (npm: @php-wasm/node and its
# @php-wasm/node-X-Y runtimes), over every file of both PHP source trees that
# scripts/build-php.sh unpacks, plus core-tests/snippets (each version's new syntax
# and its edge cases).
#
#   core-tests/wasm_differential.sh [--sample N] [--levels 7.4,8.0,...] [DIR...]
#
#   --sample N   N files per source tree, every k-th (default: every file)
#   --levels L   the lexer levels to check (default: all seven)
#   DIR...       other trees instead of the two PHP source trees
#
# The npm packages are installed into $ATTRSYNTAX_CACHE/npm (outside the repository),
# scan_dump is built into $ATTRSYNTAX_CACHE/wasm-diff. One line per level with the
# files compared and the mismatches; exits 1 on any mismatch.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
CACHE=${ATTRSYNTAX_CACHE:-/var/cache/attrsyntax}
PHP_WASM_VERSION=3.1.56
PACKAGES="@php-wasm/node@$PHP_WASM_VERSION @php-wasm/universal@$PHP_WASM_VERSION"
for v in 7-4 8-0 8-1 8-2 8-3 8-4 8-5; do PACKAGES="$PACKAGES @php-wasm/node-$v@$PHP_WASM_VERSION"; done

sample=0
levels=7.4,8.0,8.1,8.2,8.3,8.4,8.5
trees=()
while [ $# -gt 0 ]; do
	case $1 in
		--sample) sample=$2; shift 2 ;;
		--levels) levels=$2; shift 2 ;;
		-h|--help) awk 'NR > 1 && !/^#/ { exit } NR > 1 { sub(/^# ?/, ""); print }' "$0"; exit 0 ;;
		*) trees+=("$1"); shift ;;
	esac
done
[ ${#trees[@]} -gt 0 ] || trees=("$CACHE/src/php7.4-7.4.33" "$CACHE/src/php8.2-8.2.32")
for t in "${trees[@]}"; do
	[ -d "$t" ] || { echo "no such directory: $t (scripts/build-php.sh unpacks the PHP source trees)" >&2; exit 2; }
done

command -v node >/dev/null && command -v npm >/dev/null \
	|| DEBIAN_FRONTEND=noninteractive apt-get install -y -q nodejs npm >/dev/null
npm_dir="$CACHE/npm"
stamp="$npm_dir/.attrsyntax-stamp"
if [ "$(cat "$stamp" 2>/dev/null)" != "$PACKAGES" ]; then
	mkdir -p "$npm_dir"
	[ -f "$npm_dir/package.json" ] || echo '{"private": true}' >"$npm_dir/package.json"
	# shellcheck disable=SC2086
	(cd "$npm_dir" && npm install --no-audit --no-fund --ignore-scripts --loglevel=error --engine-strict=false $PACKAGES) >&2
	echo "$PACKAGES" >"$stamp"
fi

bin="$CACHE/wasm-diff"
mkdir -p "$bin"
cc -std=c99 -O2 -Wall -Wextra -Werror -I"$here" -I"$here/src/scanner/core" "$here/core-tests/scanner/scan_dump.c" "$here/src/scanner/core/attrsyntax_scanner.c" \
	-o "$bin/scan_dump.new"
mv "$bin/scan_dump.new" "$bin/scan_dump"

exec node "$here/core-tests/wasm_differential.mjs" --npm "$npm_dir" --scan-dump "$bin/scan_dump" \
	--levels "$levels" --sample "$sample" "$here/core-tests/snippets" "${trees[@]}"
