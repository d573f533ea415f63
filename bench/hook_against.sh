#!/usr/bin/env bash
# The compile hook on the real attributed files by require, at REV (A) and in the
# working tree (B), each against the files' blanked copies on PHP 7.4 without
# attrsyntax (the base), on the release build of PHP 7.4; where the time goes:
#
#   bench/hook_against.sh REV [ROUNDS]       (ROUNDS: 9 by default)
#
# Three ways to time the same work, the three sides in turn in each round:
#   one process       all the files required in one process, the require loop
#                     timed inside it (bench/compile_worker.php --require; 3 x ROUNDS)
#   a process a file  each file required in a process of its own, the require
#                     timed inside it, summed over the files (the hook's code and
#                     data are cold in each process)
#   wall clock        the same processes timed from outside: start, extension
#                     load, require, shutdown
# Each ratio is the median over the rounds of the round's ratio to the base.
# Then the minor page faults of the timed part, the system calls of one process a
# file (strace -c, when strace is there) and the instructions (callgrind) of the
# one-process way. Run bench/compile.sh once first: it selects the files.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
rev=${1:?usage: bench/hook_against.sh REV [ROUNDS]}
rounds=${2:-9}
CACHE=${ATTRSYNTAX_CACHE:-/var/cache/attrsyntax}
real=${ATTRSYNTAX_BENCH_DIR:-$CACHE/bench-compile}/real
[ -s "$real/require.list" ] || { echo "missing $real/require.list: run bench/compile.sh first" >&2; exit 1; }
. bench/ab_builds.sh
ab_start "$rev"

mapfile -t files <"$real/require.list"
cat >"$work/one.php" <<'PHP'
<?php $f = getrusage()['ru_minflt']; $t = hrtime(true); require $argv[1];
fprintf(STDERR, "%d %d\n", (hrtime(true) - $t) / 1000, getrusage()['ru_minflt'] - $f);
PHP
# side SIDE: the PHP options of base, a or b
side() {
	case $1 in
		base) opts=(-n) ;;
		a) opts=(-n -d "extension=$so_a") ;;
		b) opts=(-n -d "extension=$so_b") ;;
	esac
}
file_of() { [ "$1" = base ] && echo "${2%.php}-blank.php" || echo "$2"; }
one_process() { # SIDE: "seconds faults" of the timed loop
	local list=$real/require.list
	[ "$1" = base ] && list=$real/require-blank.list
	side "$1"; "$php" "${opts[@]}" bench/compile_worker.php "$list" --require
}
per_file() { # SIDE: "microseconds-inside faults microseconds-wall", summed over the files
	local f in=0 faults=0 wall=0 t0 out
	side "$1"
	for f in "${files[@]}"; do
		t0=$EPOCHREALTIME
		out=$("$php" "${opts[@]}" "$work/one.php" "$(file_of "$1" "$f")" 2>&1 >/dev/null)
		wall=$((wall + ${EPOCHREALTIME/./} - ${t0/./}))
		in=$((in + ${out% *})); faults=$((faults + ${out#* }))
	done
	echo "$in $faults $wall"
}
for s in base a b; do one_process "$s" >/dev/null; done # the page cache
for ((i = 0; i < 3 * rounds; i++)); do
	for s in base a b; do echo "$i $s $(one_process "$s")"; done
done >"$work/one"
for ((i = 0; i < rounds; i++)); do
	for s in base a b; do echo "$i $s $(per_file "$s")"; done
done >"$work/per"

mid() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
# median over the rounds of column COL's ratio SIDE/base (FILE: "round side values...")
ratio() { # FILE COL SIDE
	awk -v s="$3" -v c="$2" '{ v[$1, $2] = $(c + 2); n = $1 + 1 }
		END { for (i = 0; i < n; i++) printf "%.4f\n", v[i, s] / v[i, "base"] }' "$1" | mid | xargs printf '%.3f'
}
median_of() { # FILE COL SIDE
	awk -v s="$3" -v c="$2" '$2 == s { print $(c + 2) }' "$1" | mid
}
printf 'PHP %s release; the %d real attributed files of bench/compile.sh by require (%s)\n' \
	"$("$php" -n -r 'echo PHP_VERSION;')" "${#files[@]}" "$(xargs cat <"$real/require.list" | wc -c | awk '{ printf "%.1f MB", $1 / 1e6 }')"
printf 'base: their blanked copies without attrsyntax; A: %s; B: the working tree\n\n' "$rev"
printf '%-40s %8s %8s %8s %22s\n' "time (medians of rounds' ratios)" "A/base" "B/base" "B/A" "page faults base/A/B"
row() { # TITLE FILE COL FAULT-COL
	local ra rb
	ra=$(ratio "$2" "$3" a); rb=$(ratio "$2" "$3" b)
	printf '%-40s %8s %8s %8.3f %22s\n' "$1" "$ra" "$rb" "$(awk -v a="$ra" -v b="$rb" 'BEGIN { print b / a }')" \
		"$([ -n "$4" ] && printf '%s/%s/%s' "$(median_of "$2" "$4" base)" "$(median_of "$2" "$4" a)" "$(median_of "$2" "$4" b)")"
}
row "one process ($((3 * rounds)) rounds)" "$work/one" 1 2
row "a process a file, timed inside ($rounds)" "$work/per" 1 2
row "a process a file, wall clock ($rounds)" "$work/per" 3 ""

if command -v strace >/dev/null; then
	printf '\nsystem calls of a process requiring %s (strace -c):' "$(basename "${files[0]}")"
	for s in base a b; do
		side "$s"
		strace -c -o "$work/strace.$s" "$php" "${opts[@]}" "$work/one.php" "$(file_of "$s" "${files[0]}")" 2>/dev/null
		printf ' %s %s' "$s" "$(awk '$NF == "total" { print $(NF - 2) }' "$work/strace.$s")"
	done
	echo
fi
printf 'instructions of the one-process way (callgrind):'
for s in base a b; do
	list=$real/require.list
	[ "$s" = base ] && list=$real/require-blank.list
	side "$s"
	printf ' %s %s' "$s" "$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$php" "${opts[@]}" \
		bench/compile_worker.php "$list" --require 2>&1 | awk '/Collected :/ { print $NF }')"
done
echo
