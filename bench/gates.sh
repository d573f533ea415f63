#!/usr/bin/env bash
# What finding version gates costs the compile hook on every file, in instructions
# (callgrind: they do not depend on the machine's load), on the release build of
# PHP 7.4: the same extension with attrsyntax.gates=off and with its default, one
# process per case; with BASE_SO, also an extension built without gates (another
# commit's build) against the default.
#
#   bench/gates.sh [SO [BASE_SO]]   (SO: by default the php74-release build of the working tree)
#
# Cases, from the files bench/compile.sh makes (run it once first; the directory is
# ATTRSYNTAX_BENCH_DIR, as there):
#   free opcache     the attribute-free corpus, opcache_compile_file()
#   real opcache     the real attributed library files, opcache_compile_file()
#   real require     those of them that can be required alone, by require
#   readers require  the files of Debian 12's Symfony and Doctrine that hold a gate
#                    (scripts/fetch-clients.sh), each compiled by opcache_compile_file():
#                    the files whose gates are found, and opened where the rule says so
set -euo pipefail
cd "$(dirname "$0")/.."
CACHE=${ATTRSYNTAX_CACHE:-/var/cache/attrsyntax}
work=${ATTRSYNTAX_BENCH_DIR:-$CACHE/bench-compile}
prefix=$(bash scripts/build-php.sh --prefix php74-release)
php=$prefix/bin/php
so=${1:-$(bash scripts/build-ext.sh php74-release)}
base=${2:-}
opcache=$(ls "$prefix"/lib/php/extensions/*/opcache.so)
OPC=(-d zend_extension="$opcache" -d opcache.enable_cli=1 -d opcache.optimization_level=0
	-d opcache.memory_consumption=1024 -d opcache.interned_strings_buffer=64
	-d opcache.max_accelerated_files=100000 -d opcache.validate_timestamps=0 -d opcache.file_update_protection=0
	-d display_errors=0)
for f in "$work/corpus.list" "$work/real/opcache.list" "$work/real/require.list"; do
	[ -s "$f" ] || { echo "missing $f: run bench/compile.sh first" >&2; exit 1; }
done
readers=$work/readers.list
if [ ! -s "$readers" ]; then
	clients=$(bash scripts/fetch-clients.sh)
	grep -rlE 'PHP_VERSION_ID|PHP_MAJOR_VERSION|version_compare' "$clients/usr/share/php/Symfony" "$clients/usr/share/php/Doctrine" \
		--include='*.php' | sort >"$readers.tmp"
	# what PHP 7.4 compiles in one process
	"$php" -n "${OPC[@]}" bench/compile_worker.php "$readers.tmp" --filter >"$readers"
	rm -f "$readers.tmp"
fi
count() { # OPTIONS... -- prints the instructions of one process
	valgrind --tool=callgrind --callgrind-out-file=/dev/null "$php" -n -d memory_limit=-1 "$@" 2>&1 \
		| awk '/Collected :/ { print $4 }'
}
row() { # NAME A B
	awk -v n="$1" -v a="$2" -v b="$3" 'BEGIN { printf "%-16s %14.0f %14.0f %+8.2f%%\n", n, a, b, (b / a - 1) * 100 }'
}
cases() { # prints "NAME OPTIONS..." lines' results for SO_A OPTIONS_A SO_B OPTIONS_B
	local a_so=$1 a_gates=$2 b_so=$3 b_gates=$4 name list how
	while read -r name list how; do
		local extra=() opc=("${OPC[@]}")
		if [ "$how" = require ]; then
			extra=(--require)
			opc=()
		fi
		row "$name" \
			"$(count "${opc[@]}" -d extension="$a_so" ${a_gates:+-d "attrsyntax.gates=$a_gates"} bench/compile_worker.php "$list" "${extra[@]}")" \
			"$(count "${opc[@]}" -d extension="$b_so" ${b_gates:+-d "attrsyntax.gates=$b_gates"} bench/compile_worker.php "$list" "${extra[@]}")"
	done <<-CASES
	free_opcache $work/corpus.list opcache
	real_opcache $work/real/opcache.list opcache
	real_require $work/real/require.list require
	readers_opcache $readers opcache
	CASES
}
echo "PHP $("$php" -n -r 'echo PHP_VERSION;') release; instructions of whole processes (callgrind)"
printf '%-16s %14s %14s %9s\n' case gates=off default difference
cases "$so" off "$so" ""
if [ -n "$base" ]; then
	echo
	printf '%-16s %14s %14s %9s\n' case base default difference
	cases "$base" "" "$so" ""
fi
