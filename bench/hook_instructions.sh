#!/usr/bin/env bash
# The compile hook's cost on files with attribute groups, in instructions
# (callgrind), which do not depend on the machine's load: one process per case,
# with attrsyntax on the files and without it on their blanked copies.
#
#   bench/hook_instructions.sh [SO]   (SO: the extension to measure; by default the
#                                      php74-release build of the working tree)
#
# Cases, from the files bench/compile.sh makes (run it once first; the directory
# is ATTRSYNTAX_BENCH_DIR, as there):
#   dense require    the attribute-dense file (2,000 classes, 18,000 attributes) by require
#   real opcache     the real attributed library files, opcache_compile_file()
#   real require     those of them that can be required alone, by require
#   small x1000      1,000 small attributed files, each required once in one process
set -euo pipefail
cd "$(dirname "$0")/.."
CACHE=${ATTRSYNTAX_CACHE:-/var/cache/attrsyntax}
work=${ATTRSYNTAX_BENCH_DIR:-$CACHE/bench-compile}
prefix=$(bash scripts/build-php.sh --prefix php74-release)
php=$prefix/bin/php
so=${1:-$(bash scripts/build-ext.sh php74-release)}
opcache=$(ls "$prefix"/lib/php/extensions/*/opcache.so)
OPC=(-d zend_extension="$opcache" -d opcache.enable_cli=1 -d opcache.optimization_level=0
	-d opcache.memory_consumption=1024 -d opcache.interned_strings_buffer=64
	-d opcache.max_accelerated_files=100000 -d opcache.validate_timestamps=0 -d opcache.file_update_protection=0
	-d display_errors=0)
for f in "$work/dense-once.list" "$work/real/opcache.list" "$work/many/1000.list"; do
	[ -s "$f" ] || { echo "missing $f: run bench/compile.sh first" >&2; exit 1; }
done
count() { # PHP OPTIONS... -- WORKER ARGS...: prints the instructions
	valgrind --tool=callgrind --callgrind-out-file=/dev/null "$php" -n -d memory_limit=-1 "$@" 2>&1 \
		| awk '/Collected :/ { print $NF }'
}
row() { # NAME WITHOUT WITH
	awk -v n="$1" -v a="$2" -v b="$3" 'BEGIN { printf "%-14s %14d %14d %+8.1f%%\n", n, a, b, (b / a - 1) * 100 }'
}
printf '%-14s %14s %14s %9s\n' case without with overhead
row "dense require" "$(count bench/compile_worker.php "$work/stripped-once.list" --require)" \
	"$(count -d extension="$so" bench/compile_worker.php "$work/dense-once.list" --require)"
row "real opcache" "$(count "${OPC[@]}" bench/compile_worker.php "$work/real/opcache-blank.list")" \
	"$(count "${OPC[@]}" -d extension="$so" bench/compile_worker.php "$work/real/opcache.list")"
row "real require" "$(count bench/compile_worker.php "$work/real/require-blank.list" --require)" \
	"$(count -d extension="$so" bench/compile_worker.php "$work/real/require.list" --require)"
row "small x1000" "$(count bench/compile_worker.php "$work/many/1000-blank.list" --require)" \
	"$(count -d extension="$so" bench/compile_worker.php "$work/many/1000.list" --require)"
