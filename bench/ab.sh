#!/usr/bin/env bash
# Two builds of attrsyntax against each other, on the release build of PHP 7.4:
# the extension as of REV (A) and the working tree's (B), so that a change that
# should not move performance shows that it does not.
#
#   bench/ab.sh REV [ROUNDS]          (ROUNDS: 21 by default)
#
# Workloads, each in fresh processes:
#   dense require   require of the attribute-dense file of bench/compile.sh (2,000
#                   classes, 18,000 attributes): the compile hook, opcache off
#   reflection cold bench/reflection/worker.php on 1,000 classes: every attribute
#                   read once (getAttributes(), getArguments(), newInstance()), opcache off
#   reflection-fc   the same served by opcache's file cache (each side its own, filled by
#                   the first run): the image that travels with the compiled code
#   tokenizer       attrsyntax_token_get_all() over 400 files of the PHP 7.4 tree
#   real require    require of the 105 real attributed files of bench/compile.sh
#                   (bench/real_files.php; only once bench/compile.sh has made them):
#                   the compile hook's sparse parse, opcache off
# Timing: A and B alternate, ROUNDS pairs; the B/A ratio of each pair, and the
# median and spread of those ratios (noise falls on both sides of a pair).
# Instructions: one run of each under callgrind, which counts the same for the
# same binary and input whatever else the machine does.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
rev=${1:?usage: bench/ab.sh REV [ROUNDS]}
rounds=${2:-21}
CACHE=${ATTRSYNTAX_CACHE:-/var/cache/attrsyntax}
. bench/ab_builds.sh
ab_start "$rev"

/usr/bin/php -n bench/gen_dense.php 2000 "$work/dense.php" "$work/stripped.php" >/dev/null
/usr/bin/php -n bench/reflection/gen.php 1000 "$work/refl.php" >/dev/null
find "$CACHE/src/php7.4-7.4.33" -name '*.php' -size -64k | sort | head -400 >"$work/files"
cat >"$work/dense.run" <<'PHP'
<?php $t = hrtime(true); require $argv[1]; echo (hrtime(true) - $t) / 1e6, "\n";
PHP
cat >"$work/tok.run" <<'PHP'
<?php
$codes = array_map('file_get_contents', file($argv[1], FILE_IGNORE_NEW_LINES));
$t = hrtime(true);
foreach ($codes as $c) { attrsyntax_token_get_all($c); }
echo (hrtime(true) - $t) / 1e6, "\n";
PHP

# file_cache SO: fc, the settings of opcache's file cache only, in a directory of SO's own
opcache_so=$(dirname "$php")/../lib/php/extensions/$(ls "$(dirname "$php")/../lib/php/extensions")/opcache.so
file_cache() {
	local dir
	dir=$work/fc-$(printf '%s' "$1" | md5sum | cut -c1-8)
	mkdir -p "$dir"
	fc=(-d "zend_extension=$opcache_so" -d opcache.enable_cli=1 -d "opcache.file_cache=$dir" -d opcache.file_cache_only=1
		-d opcache.file_update_protection=0)
}

# run SO WORKLOAD: prints milliseconds
run() {
	local so=$1 what=$2
	case $what in
		dense) "$php" -n -d extension="$so" "$work/dense.run" "$work/dense.php" ;;
		reflection) "$php" -n -d extension="$so" -d memory_limit=-1 bench/reflection/worker.php "$work/refl.php" \
			| awk '{ printf "%.3f\n", $1 * $2 / 1e6 }' ;;
		reflection-fc) file_cache "$so"; "$php" -n -d extension="$so" -d memory_limit=-1 "${fc[@]}" bench/reflection/worker.php \
			"$work/refl.php" | awk '{ printf "%.3f\n", $1 * $2 / 1e6 }' ;;
		tokenizer) "$php" -n -d extension="$so" -d memory_limit=-1 "$work/tok.run" "$work/files" ;;
		real) "$php" -n -d extension="$so" -d memory_limit=-1 bench/compile_worker.php "$real" --require \
			| awk '{ printf "%.3f\n", $1 * 1000 }' ;;
	esac
}

instructions() {
	local so=$1 what=$2 args
	case $what in
		dense) args=("$work/dense.run" "$work/dense.php") ;;
		reflection) args=(bench/reflection/worker.php "$work/refl.php") ;;
		reflection-fc) file_cache "$so"; args=("${fc[@]}" bench/reflection/worker.php "$work/refl.php") ;;
		tokenizer) args=("$work/tok.run" "$work/files") ;;
		real) args=(bench/compile_worker.php "$real" --require) ;;
	esac
	valgrind --tool=callgrind --callgrind-out-file=/dev/null "$php" -n -d extension="$so" -d memory_limit=-1 "${args[@]}" 2>&1 \
		| awk '/Collected :/ { print $NF }'
}

printf '%s\n' "A: $rev  B: the working tree  (PHP $("$php" -r 'echo PHP_VERSION;') release, $rounds pairs)"
printf '%-16s %10s %10s %10s %20s %14s %14s %8s\n' workload "A ms" "B ms" "B/A" "pairs" "A instr" "B instr" "B/A"
real=$CACHE/bench-compile/real/require.list
workloads=(dense reflection reflection-fc tokenizer)
[ -s "$real" ] && workloads+=(real)
for what in "${workloads[@]}"; do
	ratios=() ta=() tb=()
	run "$so_a" "$what" >/dev/null; run "$so_b" "$what" >/dev/null # warm the page cache
	for ((i = 0; i < rounds; i++)); do
		a=$(run "$so_a" "$what"); b=$(run "$so_b" "$what")
		ta+=("$a"); tb+=("$b"); ratios+=("$(awk -v a="$a" -v b="$b" 'BEGIN { printf "%.4f", b / a }')")
	done
	med() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
	lo=$(printf '%s\n' "${ratios[@]}" | sort -g | head -1); hi=$(printf '%s\n' "${ratios[@]}" | sort -g | tail -1)
	ia=$(instructions "$so_a" "$what"); ib=$(instructions "$so_b" "$what")
	printf '%-16s %10s %10s %10s %20s %14s %14s %8s\n' "$what" "$(med "${ta[@]}")" "$(med "${tb[@]}")" \
		"$(med "${ratios[@]}")" "$lo..$hi" "$ia" "$ib" "$(awk -v a="${ia//,/}" -v b="${ib//,/}" 'BEGIN { printf "%.4f", b / a }')"
done
