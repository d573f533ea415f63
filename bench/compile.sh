#!/usr/bin/env bash
# The compile hook's cost and the attribute parser's speed on the release build
# of PHP 7.4 (built from Debian's source package), in one run:
#
#   bench/compile.sh [ROUNDS [SHORT_ROUNDS]]
#
# 1. attribute-free code: the .php/.inc files of the PHP 7.4 source tree and the
#    code sections of its .phpt tests that PHP 7.4 compiles (several thousand real
#    files), compiled with opcache_compile_file() (compiled once, never executed;
#    opcache's optimizer off) without and with attrsyntax loaded;
# 2. an attribute-dense file (2,000 classes, 18,000 attributes) compiled with
#    attrsyntax against the same file with its groups already blanked compiled
#    without it;
# 3. many small attributed files included in one process (1,000 and 4,000): the
#    cost per file with attrsyntax, against the same files with their groups
#    blanked without it, and whether it stays flat as the files add up;
# 4. real library files with attributes (Debian 13's Symfony, Doctrine, Laravel,
#    PHPUnit ... files of scripts/corpus-debian13.sh that PHP 7.4 + attrsyntax
#    compiles), with attrsyntax against their copies with the groups blanked
#    without it: by opcache_compile_file(), and by a plain require (no opcache) of
#    those that can be required alone; then the files whose "#[" are all in
#    strings, comments or heredocs, the same files with and without attrsyntax
#    (bench/real_files.php makes both sets, once; skipped when the corpus is absent);
# 5. the dense file by a plain require (no opcache), one file per process;
# 6. attrsyntax_parse() throughput on the dense file and on the corpus, and the
#    parser's own on the dense file, in C (bench/parse_speed.c: best of 40 parses).
# Each figure is the median of ROUNDS fresh processes (SHORT_ROUNDS, by default
# ROUNDS, for the cases whose processes take a tenth of a second or less: the real
# files, the strings-only files, the dense require and the small files, whose pairs
# spread over tens of points on a busy machine); the processes without and with attrsyntax alternate,
# the one without first in odd pairs and second in even ones, and the overhead is
# the median of their pairs' ratios, printed with the lowest and the highest pair
# and the middle half of them (the quartiles).
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-9}
short_rounds=${2:-$rounds}
pair_rounds=$rounds # measure_pair's
CACHE=${ATTRSYNTAX_CACHE:-/var/cache/attrsyntax}
bash scripts/install-deps.sh
bash scripts/build-php.sh php74-release >/dev/null
prefix=$(bash scripts/build-php.sh --prefix php74-release)
php=$prefix/bin/php
so=$(bash scripts/build-ext.sh php74-release)
opcache=$(ls "$prefix"/lib/php/extensions/*/opcache.so)
OPC=(-n -d zend_extension="$opcache" -d opcache.enable_cli=1 -d opcache.optimization_level=0
	-d opcache.memory_consumption=1024 -d opcache.interned_strings_buffer=64
	-d opcache.max_accelerated_files=100000 -d opcache.validate_timestamps=0 -d opcache.file_update_protection=0
	-d memory_limit=-1 -d display_errors=0)

work=${ATTRSYNTAX_BENCH_DIR:-$CACHE/bench-compile} # another directory keeps parallel runs apart
src74=$CACHE/src/php7.4-7.4.33
mkdir -p "$work/corpus"
if [ ! -s "$work/corpus.list" ]; then
	echo "building the attribute-free corpus (once; cached in $work)..." >&2
	"$php" -n -r '
		[$_, $tree, $dir] = $argv;
		$it = new RecursiveIteratorIterator(new RecursiveDirectoryIterator($tree, FilesystemIterator::SKIP_DOTS));
		$n = 0;
		foreach ($it as $f) {
			$p = $f->getPathname();
			if (preg_match("/\\.(php|inc)\$/", $p)) {
				$code = file_get_contents($p);
			} elseif (preg_match("/\\.phpt\$/", $p) && preg_match("/^--FILE--\\r?\\n(.*?)^--[A-Z_]+--/ms", file_get_contents($p), $m)) {
				$code = $m[1];
			} else {
				continue;
			}
			file_put_contents(sprintf("%s/%05d.php", $dir, $n++), $code);
		}' "$src74" "$work/corpus"
	: >"$work/corpus.list.tmp"
	for f in "$work"/corpus/*.php; do
		# what PHP 7.4 compiles on its own, without notices at compile time
		if "$php" -n -l "$f" >/dev/null 2>&1 && ! grep -q '#\[' "$f"; then echo "$f"; fi
	done >"$work/corpus.list.tmp"
	# opcache_compile_file() declares top-level functions: keep the files that
	# compile together in one process
	"$php" "${OPC[@]}" -d display_errors=0 bench/compile_worker.php "$work/corpus.list.tmp" --filter >"$work/corpus.list"
	rm -f "$work/corpus.list.tmp"
fi
files=$(wc -l <"$work/corpus.list")
bytes=$(xargs cat <"$work/corpus.list" | wc -c)

"$php" -n bench/gen_dense.php 2000 "$work/dense.php" "$work/stripped.php"
copies=20
: >"$work/dense.list"; : >"$work/stripped.list"
for i in $(seq 1 $copies); do
	cp "$work/dense.php" "$work/dense_$i.php"; echo "$work/dense_$i.php" >>"$work/dense.list"
	cp "$work/stripped.php" "$work/stripped_$i.php"; echo "$work/stripped_$i.php" >>"$work/stripped.list"
done

median() { sort -g | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
# LIST_WITHOUT LIST_WITH: $pair_rounds pairs of processes, one without attrsyntax
# and one with it, back to back (in turn first and second), so that the machine's
# slow and fast spells fall on both alike. Leaves in $work: the median seconds and
# page faults of each side (a_time, a_faults, b_time, b_faults), the pairs' ratios
# sorted (ratios) and their median (ratio), which is the overhead reported.
# With MODE "require" (measure_pair require LIST_WITHOUT LIST_WITH), each file is
# required instead, without opcache.
measure_pair() {
	local i side run=("$php" "${OPC[@]}") how=()
	if [ "$1" = require ]; then
		run=("$php" -n -d memory_limit=-1)
		how=(--require)
		shift
	fi
	: >"$work/runs_a"; : >"$work/runs_b"
	for i in $(seq 1 "$pair_rounds"); do
		if [ $((i % 2)) = 0 ]; then
			"${run[@]}" -d extension="$so" bench/compile_worker.php "$2" "${how[@]}" >>"$work/runs_b"
		fi
		"${run[@]}" bench/compile_worker.php "$1" "${how[@]}" >>"$work/runs_a"
		if [ $((i % 2)) = 1 ]; then
			"${run[@]}" -d extension="$so" bench/compile_worker.php "$2" "${how[@]}" >>"$work/runs_b"
		fi
	done
	for side in a b; do
		awk '{ print $1 }' "$work/runs_$side" | median >"$work/${side}_time"
		awk '{ print $2 }' "$work/runs_$side" | median >"$work/${side}_faults"
	done
	paste -d' ' "$work/runs_a" "$work/runs_b" | awk '{ print $3 / $1 }' | sort -g >"$work/ratios"
	median <"$work/ratios" >"$work/ratio"
}
report() { # TITLE WITHOUT-LABEL WITH-LABEL TARGET
	awk -v title="$1" -v la="$2" -v lb="$3" -v target="$4" -v a="$(cat "$work/a_time")" -v b="$(cat "$work/b_time")" \
		-v fa="$(cat "$work/a_faults")" -v fb="$(cat "$work/b_faults")" -v r="$(cat "$work/ratio")" \
		-v lo="$(head -1 "$work/ratios")" -v hi="$(tail -1 "$work/ratios")" \
		-v q1="$(awk '{ a[NR] = $1 } END { print a[int(NR / 4) + 1] }' "$work/ratios")" \
		-v q3="$(awk '{ a[NR] = $1 } END { print a[int(3 * NR / 4)] }' "$work/ratios")" -v n="$pair_rounds" 'BEGIN {
		printf "%s:\n", title
		printf "  %-42s %8.3f s   %6d page faults\n", la, a, fa
		printf "  %-42s %8.3f s   %6d page faults   overhead %+.1f%% (target: at most +%d%%)\n", lb, b, fb, (r - 1) * 100, target
		printf "  %-42s %d pairs from %+.1f%% to %+.1f%%, the middle half %+.1f%% to %+.1f%%\n\n", "", n,
			(lo - 1) * 100, (hi - 1) * 100, (q1 - 1) * 100, (q3 - 1) * 100 }'
}
echo "PHP $("$php" -n -r 'echo PHP_VERSION;') release, opcache_compile_file() with the optimizer off, median of $rounds processes ($short_rounds for the short cases)"
echo "overhead: the median of the pairs' ratios (a process without attrsyntax and one with it, in turn first)"
echo
measure_pair "$work/corpus.list" "$work/corpus.list"
report "attribute-free corpus ($files files, $(awk -v s="$bytes" 'BEGIN { printf "%.1f", s / 1e6 }') MB)" "without attrsyntax" "with attrsyntax" 3
measure_pair "$work/stripped.list" "$work/dense.list"
report "attribute-dense file (2,000 classes, 18,000 attributes; $copies copies)" "groups already blanked, without attrsyntax" \
	"with its attributes, with attrsyntax" 15

# Real library files (the corpus is fetched by scripts/corpus-debian13.sh, not here)
corpus13=$(bash scripts/corpus-debian13.sh --dir)
real=$work/real
php82=${ATTRSYNTAX_PHP82:-/usr/bin/php}
lint_ok() { while read -r f; do if "$php" -n -l "$f" >/dev/null 2>&1; then echo "$f"; fi; done; }
# the names a file declares when required alone (nothing when it cannot be, prints or exits)
declared_alone() { # FILE [PHP OPTIONS]
	local f=$1
	shift
	"$php" -n "$@" -r '
		$before = array_merge(get_declared_classes(), get_declared_interfaces(), get_declared_traits(), get_defined_functions()["user"]);
		ob_start();
		require $argv[1];
		$out = ob_get_clean();
		$after = array_merge(get_declared_classes(), get_declared_interfaces(), get_declared_traits(), get_defined_functions()["user"]);
		if ($out === "") { echo "declared: ", implode(" ", array_map("strtolower", array_diff($after, $before))), "\n"; }' "$f" 2>/dev/null \
		| sed -n 's/^declared: \(..*\)$/\1/p' || true
}
if [ -s "$corpus13/using.txt" ] && [ ! -s "$real/require.list" ]; then
	echo "selecting the real library files (once; cached in $real)..." >&2
	rm -rf "$real" && mkdir -p "$real"
	"$php82" bench/real_files.php "$corpus13" "$real" >&2
	# PHP 7.4 compiles the blanked copy on its own and the file with attrsyntax, all in one process
	sed 's/\.php$/-blank.php/' "$real/attributed.list" | lint_ok | sed 's/-blank\.php$/.php/' >"$real/a1.list"
	"$php" "${OPC[@]}" -d extension="$so" bench/compile_worker.php "$real/a1.list" --filter >"$real/a2.list"
	sed 's/\.php$/-blank.php/' "$real/a2.list" >"$real/a2-blank.list"
	"$php" "${OPC[@]}" bench/compile_worker.php "$real/a2-blank.list" --filter | sed 's/-blank\.php$/.php/' >"$real/opcache.list"
	lint_ok <"$real/strings.list" >"$real/s1.list"
	"$php" "${OPC[@]}" bench/compile_worker.php "$real/s1.list" --filter >"$real/strings-ok.list"
	# required alone without output, on both sides; a file whose names an earlier one declared is left out
	while read -r f; do
		b=${f%.php}-blank.php
		names=$(declared_alone "$b")
		if [ -n "$names" ] && [ "$names" = "$(declared_alone "$f" -d extension="$so")" ]; then echo "$f $names"; fi
	done <"$real/opcache.list" | awk '{ for (i = 2; i <= NF; i++) if ($i in seen) next; for (i = 2; i <= NF; i++) seen[$i]; print $1 }' >"$real/require.list"
fi
pair_rounds=$short_rounds
if [ -s "$real/require.list" ]; then
	sed 's/\.php$/-blank.php/' "$real/opcache.list" >"$real/opcache-blank.list"
	sed 's/\.php$/-blank.php/' "$real/require.list" >"$real/require-blank.list"
	mb() { awk -v s="$(xargs cat <"$1" | wc -c)" 'BEGIN { printf "%.1f MB", s / 1e6 }'; }
	measure_pair "$real/opcache-blank.list" "$real/opcache.list"
	report "real library files with attributes, opcache_compile_file() ($(wc -l <"$real/opcache.list") files, $(mb "$real/opcache.list"))" \
		"groups already blanked, without attrsyntax" "with their attributes, with attrsyntax" 10
	measure_pair require "$real/require-blank.list" "$real/require.list"
	report "the same, by require without opcache (the $(wc -l <"$real/require.list") that can be required alone, $(mb "$real/require.list"))" \
		"groups already blanked, without attrsyntax" "with their attributes, with attrsyntax" 10
	measure_pair "$real/strings-ok.list" "$real/strings-ok.list"
	report "real library files whose \"#[\" are all in strings, comments or heredocs ($(wc -l <"$real/strings-ok.list") files, $(mb "$real/strings-ok.list"))" \
		"without attrsyntax" "with attrsyntax" 3
else
	echo "real library files: not measured (run scripts/corpus-debian13.sh first)"
	echo
fi

echo "$work/stripped.php" >"$work/stripped-once.list"
echo "$work/dense.php" >"$work/dense-once.list"
measure_pair require "$work/stripped-once.list" "$work/dense-once.list"
report "attribute-dense file by require without opcache (one per process)" "groups already blanked, without attrsyntax" \
	"with its attributes, with attrsyntax" 15
pair_rounds=$rounds

many=$work/many
if [ ! -s "$many/4000.list" ]; then
	mkdir -p "$many"
	"$php" -n -r '
		$dir = $argv[1];
		for ($i = 0; $i < 4000; $i++) {
			$code = "<?php\nnamespace Many$i;\n#[Entity($i, name: \"m$i\")]\nclass C\n{\n    #[Route(\"/m/$i\")] public function m(#[Inject] \$x) {}\n}\n";
			file_put_contents(sprintf("%s/%04d.php", $dir, $i), $code);
			file_put_contents(sprintf("%s/%04d-blank.php", $dir, $i), preg_replace_callback("/#\\[[^\\]]*\\]/", function ($m) { return str_repeat(" ", strlen($m[0])); }, $code));
		}' "$many"
	for n in 1000 4000; do
		seq -f "$many/%04g.php" 0 $((n - 1)) >"$many/$n.list"
		seq -f "$many/%04g-blank.php" 0 $((n - 1)) >"$many/$n-blank.list"
	done
fi
include_files() { # LIST [PHP OPTIONS]: prints the seconds
	local list=$1
	shift
	"$php" -n -d memory_limit=-1 "$@" -r '
		$files = file($argv[1], FILE_IGNORE_NEW_LINES);
		$t = hrtime(true);
		foreach ($files as $f) { require $f; }
		printf("%.6f\n", (hrtime(true) - $t) / 1e9);' "$list"
}
echo "many small attributed files, each included once in one process (no opcache), median of $short_rounds processes:"
for n in 1000 4000; do
	: >"$work/many_a"; : >"$work/many_b"
	for i in $(seq 1 "$short_rounds"); do
		if [ $((i % 2)) = 0 ]; then include_files "$many/$n.list" -d extension="$so" >>"$work/many_b"; fi
		include_files "$many/$n-blank.list" >>"$work/many_a"
		if [ $((i % 2)) = 1 ]; then include_files "$many/$n.list" -d extension="$so" >>"$work/many_b"; fi
	done
	paste -d' ' "$work/many_a" "$work/many_b" | awk '{ print $2 / $1 }' | median >"$work/many_ratio"
	paste -d' ' "$work/many_a" "$work/many_b" | awk -v n="$n" '{ print ($2 - $1) / n * 1e6 }' | sort -g >"$work/many_cost"
	awk -v n="$n" -v a="$(median <"$work/many_a")" -v b="$(median <"$work/many_b")" -v r="$(cat "$work/many_ratio")" \
		-v c="$(median <"$work/many_cost")" -v lo="$(head -1 "$work/many_cost")" -v hi="$(tail -1 "$work/many_cost")" 'BEGIN {
		printf "  %4d files: groups blanked, without attrsyntax %5.1f us per file; with attrsyntax %5.1f us per file (%+.0f%%)\n",
			n, a / n * 1e6, b / n * 1e6, (r - 1) * 100
		printf "              fixed cost per file: %.1f us (pairs from %.1f to %.1f us; target: at most 3 us)\n", c, lo, hi }'
done
echo
"$php" -n -d extension="$so" -d memory_limit=-1 -r '
	[$_, $dense, $list, $rounds] = $argv;
	$code = file_get_contents($dense);
	$corpus = implode("", array_map("file_get_contents", file($list, FILE_IGNORE_NEW_LINES)));
	foreach (["dense file" => [$code], "attribute-free corpus" => array_map("file_get_contents", file($list, FILE_IGNORE_NEW_LINES))] as $what => $texts) {
		$size = array_sum(array_map("strlen", $texts));
		$best = INF;
		for ($r = 0; $r < (int) $rounds; $r++) {
			$t = hrtime(true);
			foreach ($texts as $text) { attrsyntax_parse($text); }
			$best = min($best, (hrtime(true) - $t) / 1e9);
		}
		printf("attrsyntax_parse() on the %s: %.1f MB/s\n", $what, $size / 1e6 / $best);
	}' "$work/dense.php" "$work/corpus.list" "$rounds"
cc -O2 -I. -Isrc/scanner/core -Isrc/parser/core -o "$work/parse_speed" bench/parse_speed.c src/scanner/core/attrsyntax_scanner.c src/parser/core/attrsyntax_parser.c
printf 'the parser alone (C, -O2, with the compile checks) on the dense file: %s MB/s\n' "$("$work/parse_speed" "$work/dense.php" 40)"
