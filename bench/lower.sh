#!/usr/bin/env bash
# What lowering (attrsyntax.downgrade, PHP 7.x) costs a file that holds nothing to lower,
# on the release build of PHP 7.4, in one run:
#
#   bench/lower.sh [ROUNDS]
#
# The corpus: the .php files of /usr/share/php (Debian's PHP libraries) that PHP 7.4
# compiles and that hold no "#[" (attribute-free, so the attribute hook's own test
# passes them over), compiled with opcache_compile_file() (bench/compile_worker.php)
# with attrsyntax.downgrade=off and =exact, in ROUNDS pairs of fresh processes
# (default 11); then one callgrind run of each, whose instruction counts do not
# depend on the machine's noise.
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-11}
CACHE=${ATTRSYNTAX_CACHE:-/var/cache/attrsyntax}
bash scripts/build-php.sh php74-release >/dev/null
prefix=$(bash scripts/build-php.sh --prefix php74-release)
php=$prefix/bin/php
so=$(bash scripts/build-ext.sh php74-release)
opcache=$(ls "$prefix"/lib/php/extensions/*/opcache.so)
OPC=(-n -d zend_extension="$opcache" -d opcache.enable_cli=1 -d opcache.optimization_level=0
	-d opcache.memory_consumption=1024 -d opcache.interned_strings_buffer=64
	-d opcache.max_accelerated_files=100000 -d memory_limit=-1 -d display_errors=0)
work=$CACHE/bench-lower
mkdir -p "$work"
if [ ! -s "$work/corpus.list" ]; then
	echo "listing the attribute-free corpus (once; cached in $work)..." >&2
	find /usr/share/php -name '*.php' | LC_ALL=C sort | while read -r f; do
		if ! grep -q '#\[' "$f" && "$php" -n -l "$f" >/dev/null 2>&1; then echo "$f"; fi
	done >"$work/corpus.tmp"
	"$php" "${OPC[@]}" bench/compile_worker.php "$work/corpus.tmp" --filter >"$work/corpus.list"
	rm -f "$work/corpus.tmp"
fi
files=$(wc -l <"$work/corpus.list")
bytes=$(xargs cat <"$work/corpus.list" | wc -c)

median() { sort -g | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
: >"$work/off"; : >"$work/exact"
for i in $(seq 1 "$rounds"); do
	"$php" "${OPC[@]}" -d extension="$so" -d attrsyntax.downgrade=off bench/compile_worker.php "$work/corpus.list" >>"$work/off"
	"$php" "${OPC[@]}" -d extension="$so" -d attrsyntax.downgrade=exact bench/compile_worker.php "$work/corpus.list" >>"$work/exact"
done
paste -d' ' "$work/off" "$work/exact" | awk '{ print $3 / $1 }' | sort -g >"$work/ratios"
instructions() { # LEVEL
	valgrind --tool=callgrind --callgrind-out-file=/dev/null "$php" "${OPC[@]}" -d extension="$so" \
		-d attrsyntax.downgrade="$1" bench/compile_worker.php "$work/corpus.list" 2>&1 | sed -n 's/.*refs: *//p' | tr -d ,
}
off_instr=$(instructions off)
exact_instr=$(instructions exact)
echo "PHP $("$php" -n -r 'echo PHP_VERSION;') release, $files attribute-free files of /usr/share/php ($(awk -v s="$bytes" 'BEGIN { printf "%.1f", s / 1e6 }') MB),"
echo "opcache_compile_file() with the optimizer off; attrsyntax loaded on both sides"
awk -v off="$(awk '{ print $1 }' "$work/off" | median)" -v exact="$(awk '{ print $1 }' "$work/exact" | median)" \
	-v r="$(median <"$work/ratios")" -v lo="$(head -1 "$work/ratios")" -v hi="$(tail -1 "$work/ratios")" -v n="$rounds" 'BEGIN {
	printf "  attrsyntax.downgrade=off     %8.3f s (median of %d)\n", off, n
	printf "  attrsyntax.downgrade=exact   %8.3f s   the pairs'\'' median ratio %+.1f%% (from %+.1f%% to %+.1f%%)\n", exact, (r - 1) * 100, (lo - 1) * 100, (hi - 1) * 100 }'
awk -v a="$off_instr" -v b="$exact_instr" 'BEGIN {
	printf "  instructions (callgrind)     off %d, exact %d: %+.2f%%\n", a, b, (b / a - 1) * 100 }'
