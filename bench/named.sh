#!/usr/bin/env bash
# What a call with named arguments costs against the same call written positionally, in
# instructions per call (callgrind: they do not depend on the machine's load), on the
# release build of PHP 7.4 with attrsyntax: for each case of bench/named_calls.php, the
# instructions of a process making N2 calls minus one making N1, over N2 - N1 (so that
# startup and compiling drop out), named and positional; then the median of the cases'
# ratios.
#
#   bench/named.sh [SO [N1 N2]]   (SO: by default the php74-release build of the working tree;
#                                  N1 N2: 1000 11000)
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=$(bash scripts/build-php.sh --prefix php74-release)
php=$prefix/bin/php
so=${1:-$(bash scripts/build-ext.sh php74-release)}
n1=${2:-1000}
n2=${3:-11000}
count() { # CASE HOW N: the instructions of one process
	local out
	out=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$php" -n -d extension="$so" \
		-d display_startup_errors=1 bench/named_calls.php "$1" "$2" "$3" 2>&1)
	case $out in
		*"Collected :"*) ;;
		*) echo "bench/named.sh: $1 $2 failed: $out" >&2; exit 1 ;;
	esac
	[ "$(printf '%s\n' "$out" | grep -vc '^==')" = 0 ] || { echo "bench/named.sh: $1 $2 printed: $out" >&2; exit 1; }
	printf '%s\n' "$out" | awk '/Collected :/ { print $4 }'
}
per_call() { # CASE HOW
	awk -v a="$(count "$1" "$2" "$n1")" -v b="$(count "$1" "$2" "$n2")" -v n="$((n2 - n1))" \
		'BEGIN { printf "%.0f", (b - a) / n }'
}
line="instructions per call, positional/named (ratio):"
ratios=()
for c in all_named last_named skip_default method constructor internal; do
	p=$(per_call "$c" positional)
	n=$(per_call "$c" named)
	r=$(awk -v p="$p" -v n="$n" 'BEGIN { printf "%.2f", n / p }')
	ratios+=("$r")
	line="$line $c $p/$n ($r),"
done
median=$(printf '%s\n' "${ratios[@]}" | sort -n | awk '{ v[NR] = $1 } END {
	printf "%.2f", NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }')
echo "${line%,}; median ratio $median"
