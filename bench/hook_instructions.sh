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
#
# ATTRSYNTAX_CACHE_SIM=1 adds, for the 7.4 cases, the first-level cache misses of
# callgrind's cache model (instruction fetches, data reads), which do not depend on
# the load either: where the hook's time exceeds its instructions, its code and the
# engine's evict each other at every file.
#
# Then the same cases on native PHP 8.4 (Debian 13's, scripts/trixie.sh; valgrind is
# installed there if missing), without any extension: what the engine itself pays to
# compile the attributes, against the same blanked copies (ATTRSYNTAX_NATIVE=0 leaves
# this part out).
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
cache_sim=${ATTRSYNTAX_CACHE_SIM:-0}
misses=$(mktemp)
trap 'rm -f "$misses"' EXIT
count() { # PHP OPTIONS... -- WORKER ARGS...: prints the instructions (and, with the
	# cache model, appends the first-level misses to $misses)
	local out
	out=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null --cache-sim="$([ "$cache_sim" = 1 ] && echo yes || echo no)" \
		"$php" -n -d memory_limit=-1 "$@" 2>&1 | awk '/Collected :/')
	# ==PID== Collected : Ir [Dr Dw I1mr D1mr D1mw ILmr DLmr DLmw]
	[ "$cache_sim" = 1 ] && echo "$out" | awk '{ print $7, $8 }' >>"$misses"
	echo "$out" | awk '{ print $4 }'
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
if [ "$cache_sim" = 1 ]; then
	printf '\nfirst-level misses (callgrind'"'"'s cache model), without attrsyntax -> with it\n'
	printf '%-14s %27s %27s\n' case "instruction fetches" "data reads"
	# $misses: a line per process, without and with in turn, in the order of the cases
	awk 'BEGIN { split("dense require|real opcache|real require|small x1000", names, "|") }
		NR % 2 == 1 { i0 = $1; d0 = $2; next }
		{ printf "%-14s %9d -> %9d %+6.1f%% %9d -> %9d %+6.1f%%\n", names[NR / 2], i0, $1, ($1 / i0 - 1) * 100,
			d0, $2, ($2 / d0 - 1) * 100 }' "$misses"
fi

[ "${ATTRSYNTAX_NATIVE:-1}" = 0 ] && exit 0
# native PHP 8.4: the files go into the environment's private /tmp (it sees only the
# repository), under the same paths
bash scripts/trixie.sh setup
native=$(mktemp)
trap 'rm -f "$native" "$misses"' EXIT
lists=("$work/dense-once.list" "$work/stripped-once.list" "$work/real/opcache.list" "$work/real/opcache-blank.list"
	"$work/real/require.list" "$work/real/require-blank.list" "$work/many/1000.list" "$work/many/1000-blank.list")
cat "${lists[@]}" | sed 's|^/||' | tar -C / -cf - -T - "${lists[@]#/}" \
	| bash scripts/trixie.sh run sh -c '
		set -e
		command -v valgrind >/dev/null || { apt-get update -q && apt-get install -y -q --no-install-recommends valgrind; } >/dev/null 2>&1
		mkdir /tmp/n && tar -C /tmp/n -xf -
		opcache=$(ls /usr/lib/php/*/opcache.so)
		count() { # LIST OPTIONS...: the instructions of compiling the files of LIST
			list=$1; shift
			sed "s|^|/tmp/n|" "/tmp/n$list" >/tmp/list
			valgrind --tool=callgrind --callgrind-out-file=/dev/null php8.4 -n -d memory_limit=-1 "$@" \
				/attrsyntax/bench/compile_worker.php /tmp/list $MODE 2>&1 | awk "/Collected :/ { print \$NF }"
		}
		OPC="-d zend_extension=$opcache -d opcache.enable_cli=1 -d opcache.optimization_level=0 -d opcache.memory_consumption=1024
			-d opcache.interned_strings_buffer=64 -d opcache.max_accelerated_files=100000 -d opcache.validate_timestamps=0
			-d opcache.file_update_protection=0 -d display_errors=0"
		MODE=--require; echo "$(count "$2") $(count "$1")"
		MODE=; echo "$(count "$4" $OPC) $(count "$3" $OPC)"
		MODE=--require; echo "$(count "$6") $(count "$5")"
		MODE=--require; echo "$(count "$8") $(count "$7")"
	' sh "${lists[@]}" >"$native"
printf '\nnative PHP 8.4 (Debian 13), the same files: what the engine pays for their attributes\n'
printf '%-14s %14s %14s %9s\n' case blanked attributes overhead
names=("dense require" "real opcache" "real require" "small x1000")
i=0
while read -r a b; do
	row "${names[$i]}" "$a" "$b"
	i=$((i + 1))
done <"$native"
