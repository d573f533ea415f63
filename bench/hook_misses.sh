#!/usr/bin/env bash
# Where the compile hook's instructions and first-level cache misses are, by part
# of the hook and function by function:
# one process requires the real attributed files of bench/compile.sh with
# attrsyntax, another their blanked copies without it, both under callgrind's
# cache model (which, like the instruction counts, does not depend on the
# machine's load); each function's misses with attrsyntax minus without it.
#
#   bench/hook_misses.sh [SO [LINES]]   (SO: the extension to measure, by default the
#                                        php74-release build of the working tree;
#                                        LINES: how many functions per table, 25)
#
# The whole processes are counted (the timed part of bench/compile.sh is most of
# them). A function of the engine that misses more with attrsyntax had its code or
# data evicted by the hook's. callgrind's model does not see the kernel's copy of
# a file into the buffer PHP reads it into: the first pass over those bytes misses
# there, where a processor finds them in its caches. Run bench/compile.sh once first.
set -euo pipefail
cd "$(dirname "$0")/.."
CACHE=${ATTRSYNTAX_CACHE:-/var/cache/attrsyntax}
work=${ATTRSYNTAX_BENCH_DIR:-$CACHE/bench-compile}
php=$(bash scripts/build-php.sh --prefix php74-release)/bin/php
so=${1:-$(bash scripts/build-ext.sh php74-release)}
lines=${2:-25}
[ -s "$work/real/require.list" ] || { echo "missing $work/real/require.list: run bench/compile.sh first" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
profile() { # NAME PHP-ARGUMENTS...: one callgrind profile with the cache model
	local name=$1; shift
	valgrind --tool=callgrind --cache-sim=yes --callgrind-out-file="$tmp/$name.out" \
		"$php" -n -d memory_limit=-1 "$@" --require >/dev/null 2>&1
	# "Ir I1mr D1mr function" per function (the percentages in parentheses and the file names dropped)
	callgrind_annotate --show=Ir,I1mr,D1mr --threshold=100 "$tmp/$name.out" 2>/dev/null \
		| awk '{ gsub(/\([^)]*\)/, ""); gsub(",", "") }
			NF >= 4 && $1 ~ /^[0-9]+$/ && $2 ~ /^[0-9.]+$/ && $3 ~ /^[0-9.]+$/ && $4 ~ /:/ {
			f = $4; sub(/^.*:/, "", f) # the parts of a function with and without line information, together
			ir[f] += $1; i1[f] += ($2 == "." ? 0 : $2); d1[f] += ($3 == "." ? 0 : $3) }
			END { for (f in ir) print ir[f], i1[f], d1[f], f }' >"$tmp/$name.txt"
}
profile without bench/compile_worker.php "$work/real/require-blank.list"
profile with -d extension="$so" bench/compile_worker.php "$work/real/require.list"
# per function: the differences, functions of either side
awk 'FNR == NR { ir[$4] = $1; i1[$4] = $2; d1[$4] = $3; seen[$4] = 1; next }
	{ printf "%d %d %d %s\n", $1 - ir[$4], $2 - i1[$4], $3 - d1[$4], $4; delete seen[$4] }
	END { for (f in seen) printf "%d %d %d %s\n", -ir[f], -i1[f], -d1[f], f }' \
	"$tmp/without.txt" "$tmp/with.txt" >"$tmp/delta.txt"
total() { awk -v c="$1" '{ s += $c } END { printf "%d", s }' "$2"; }
printf 'the %d real attributed files by require: with attrsyntax minus without (their blanked copies)\n' \
	"$(wc -l <"$work/real/require.list")"
printf 'instructions %+d, instruction fetch misses %+d, data read misses %+d\n\n' \
	"$(($(total 1 "$tmp/with.txt") - $(total 1 "$tmp/without.txt")))" \
	"$(($(total 2 "$tmp/with.txt") - $(total 2 "$tmp/without.txt")))" \
	"$(($(total 3 "$tmp/with.txt") - $(total 3 "$tmp/without.txt")))"
# the instructions by part, from the functions' names (the parts of docs/internals.md's
# Performance section); what is left is the engine's and the C library's, called by
# the hook (memchr(), malloc()) or costing more with it
printf 'instructions by part (points of the %d instructions without attrsyntax)\n' "$(total 1 "$tmp/without.txt")"
awk -v base="$(total 1 "$tmp/without.txt")" '
	function part(f) {
		if (f ~ /^attrsyntax_(ast_check|lower)/) return "the AST walk and lowering"
		if (f ~ /^attrsyntax_skim/) return "the skim"
		if (f ~ /^attrsyntax_(sparse|parse|scan|scanner|check_|attribute|group|decl|expr|primary)/) return "the parse (sparse or whole)"
		if (f ~ /^attrsyntax_gates/) return "the version gates"
		if (f ~ /^attrsyntax_source_version/) return "the version digest"
		if (f ~ /^attrsyntax_(compact|index|pool|memory|block|lent|kept)/) return "the index kept, its memory"
		if (f ~ /^attrsyntax_/) return "the hook itself"
		if (f ~ /^(_dl_|do_lookup_x|dl_main|check_match|_dl_relocate)/) return "loading the extension"
		return "the engine and the C library"
	}
	{ sum[part($4)] += $1 }
	END { for (p in sum) printf "%12d %+6.2f  %s\n", sum[p], 100 * sum[p] / base, p }' "$tmp/delta.txt" | sort -rn
echo
for col in 2 3; do
	[ "$col" = 2 ] && what="instruction fetch misses" || what="data read misses"
	printf '%s, the %d functions that gain most\n%12s %10s %10s  %s\n' "$what" "$lines" instructions I1-misses D1-misses function
	sort -k"$col" -rn "$tmp/delta.txt" | awk -v n="$lines" 'NR <= n { printf "%12d %10d %10d  %s\n", $1, $2, $3, $4 }'
	echo
done
