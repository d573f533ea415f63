#!/usr/bin/env bash
# Reading every attribute (getAttributes(), getName(), getArguments(),
# newInstance()) of a generated file of N attributed classes (9 attributes per
# class on average; N=2000: 18,000 attributes), cold (first read in a fresh
# process, the reader's scan of the file included) and warm (second pass, same
# process), in one run:
#
#   bench/reflection.sh [ROUNDS]        (BENCH_SIZES="50 200 1000 2000" by default)
#
# BENCH_PLAIN=12 adds 12 methods without attributes to each class (gen.php): a
# group every 400 bytes or so, as in real library files, which PHP 7.4's
# compile hook reads by its sparse parse and keeps compact (the methods it does
# not list are looked up too: they have no attributes).
#
# contenders: native PHP 8.2 ($r->getAttributes()), PHP 7.4 release + attrsyntax
# ($r->getAttributes(), its reflection shim: the same code as on 8.2) and a userland reader on php-parser
# (bench/reflection/parser_reader.php). The php-parser reader runs on PHP 8.2:
# on 7.4 its emulative lexer needs about 1,600 s for the 2,000-class file (it
# rewrites the token array once per #[ that 7.4 lexes as a comment).
# Opcache off, and on with the file cache only: a warm-up process fills the file
# cache, the measured processes are served from it without compiling (attrsyntax
# reads the image of the attributes opcache stored with the compiled script). Each figure is the median of
# ROUNDS fresh processes; the contenders alternate, and the 7.4/8.2 cold ratio is
# the median of each round's ratio (machine noise falls on both). The last
# column compares the whole cold cost, include + read: PHP 8 loads attributes
# with the compiled file (in its include time), attrsyntax when they are first
# read. BENCH_CALLGRIND=1 adds the instructions of the cold read from the file
# cache, an attribute (callgrind: a process that reads once less one that reads
# nothing, worker.php --passes=1 and --passes=0), native 8.2 against 7.4.
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-5}
sizes=${BENCH_SIZES:-50 200 1000 2000}
plain=${BENCH_PLAIN:-0}
CACHE=${ATTRSYNTAX_CACHE:-/var/cache/attrsyntax}
bash scripts/install-deps.sh   # php-parser (Debian's nikic/php-parser 4.x) among them
bash scripts/build-php.sh php74-release >/dev/null
prefix=$(bash scripts/build-php.sh --prefix php74-release)
php74=$prefix/bin/php
so=$(bash scripts/build-ext.sh php74-release)
opcache74=$(ls "$prefix"/lib/php/extensions/*/opcache.so)
opcache82=$(/usr/bin/php -n -r 'echo ini_get("extension_dir");')/opcache.so
if ! "$php74" -n -d extension="$so" -r 'exit(function_exists("attrsyntax_get_attributes") ? 0 : 1);'; then
	echo "this attrsyntax has no attrsyntax_get_attributes() (no reflection shim)" >&2; exit 1
fi
work=$CACHE/bench-reflection
rm -rf "$work" && mkdir -p "$work"
worker=bench/reflection/worker.php

# contender -> command (without the opcache settings)
cmd() {
	case $1 in
	native82) echo /usr/bin/php -n -d memory_limit=-1 ;;
	attrsyntax74) echo "$php74" -n -d memory_limit=-1 -d extension="$so" ;;
	parser82) echo /usr/bin/php -n -d memory_limit=-1 -d extension=tokenizer ;;
	esac
}
opc() { # contender opcache(off|on)
	[ "$2" = on ] || return 0
	local z=$opcache82; [ "$1" = attrsyntax74 ] && z=$opcache74
	echo -d zend_extension="$z" -d opcache.enable_cli=1 -d opcache.file_cache="$work/opcache-$1" \
		-d opcache.file_cache_only=1 -d opcache.file_update_protection=0
}
contenders=(native82 attrsyntax74 parser82)
median() { sort -g | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

for n in $sizes; do
	file=$work/classes_$n.php
	/usr/bin/php -n bench/reflection/gen.php "$n" "$file" "$plain" >"$work/count_$n"
	# the same attributes, arguments and instances from every contender
	ref=""
	for c in "${contenders[@]}"; do
		d=$($(cmd $c) $worker "$file" $([ $c = parser82 ] && echo parser || echo native) --digest | cut -d' ' -f1,2)
		[ -z "$ref" ] && ref=$d
		[ "$d" = "$ref" ] || echo "WARNING: $c read something else from $file ($d, native 8.2: $ref)" >&2
	done
	for o in off on; do
		for c in "${contenders[@]}"; do
			mkdir -p "$work/opcache-$c"
			mode=native; [ $c = parser82 ] && mode=parser
			# shellcheck disable=SC2046
			[ $o = on ] && $(cmd $c) $(opc $c on) $worker "$file" $mode >/dev/null
			: >"$work/res_${n}_${o}_$c"
		done
		for r in $(seq 1 "$rounds"); do
			for c in "${contenders[@]}"; do
				mode=native; [ $c = parser82 ] && mode=parser
				# shellcheck disable=SC2046
				$(cmd $c) $(opc $c $o) $worker "$file" $mode >>"$work/res_${n}_${o}_$c"
			done
		done
	done
done

get() { awk -v k="$2" '{ print $k }' "$work/res_$1" | median; } # RESULT-SUFFIX FIELD(2 cold, 3 warm, 4 include ms, 5 cold page faults)
echo "ns per attribute (getAttributes + getName + getArguments + newInstance), median of $rounds processes"
echo "PHP 7.4: $("$php74" -n -r 'echo PHP_VERSION;') release + attrsyntax; PHP 8.2: $(/usr/bin/php -n -r 'echo PHP_VERSION;') (Debian); php-parser $(dpkg-query -W -f='${Version}' php-parser 2>/dev/null) on PHP 8.2"
echo "cold: first read in a fresh process (file scan included); warm: second pass; include: the file's require, ms"
echo "methods without attributes added to each class: $plain (BENCH_PLAIN)"
for o in off on; do
	echo
	echo "opcache $o$([ $o = on ] && echo ' (file cache only, filled by a warm-up process)')"
	printf '%-7s %-6s | %-21s | %-21s | %-21s | %-13s | %s\n' classes attrs "native 8.2 cold/warm" "7.4+attrsyntax c/w" "php-parser (8.2) c/w" "7.4/8.2 cold" "7.4/8.2"
	printf '%-7s %-6s | %-21s | %-21s | %-21s | %-13s | %s\n' "" "" "  (include ms)" "  (include ms)" "  (include ms)" "(target <= 2x)" "include+cold"
	for n in $sizes; do
		row=$(printf '%-7s %-6s' "$n" "$(cat "$work/count_$n")")
		for c in "${contenders[@]}"; do
			row+=$(printf ' | %8.0f %6.0f %5.1f' "$(get ${n}_${o}_$c 2)" "$(get ${n}_${o}_$c 3)" "$(get ${n}_${o}_$c 4)")
		done
		# the median of the rounds' ratios: each round runs both, back to back
		ratio=$(paste -d' ' <(awk '{ print $2 }' "$work/res_${n}_${o}_attrsyntax74") <(awk '{ print $2 }' "$work/res_${n}_${o}_native82") \
			| awk '{ print $1 / $2 }' | median)
		row+=$(awk -v r="$ratio" 'BEGIN { printf " | %6.2fx       ", r }')
		# PHP 8 loads its attributes with the compiled file: the whole cold cost is include + read
		row+=$(awk -v a="$(get ${n}_${o}_attrsyntax74 2)" -v b="$(get ${n}_${o}_native82 2)" -v ia="$(get ${n}_${o}_attrsyntax74 4)" \
			-v ib="$(get ${n}_${o}_native82 4)" -v n="$(cat "$work/count_$n")" 'BEGIN { printf " | %6.2fx", (ia * 1e6 / n + a) / (ib * 1e6 / n + b) }')
		echo "$row"
	done
	first=${sizes%% *}; last=${sizes##* }
	printf 'flatness (cold per attribute at %s classes / at %s):' "$last" "$first"
	for c in "${contenders[@]}"; do
		awk -v c="$c" -v a="$(get ${last}_${o}_$c 2)" -v b="$(get ${first}_${o}_$c 2)" -v w1="$(get ${last}_${o}_$c 3)" -v w0="$(get ${first}_${o}_$c 3)" \
			'BEGIN { printf "  %s %.2f (warm %.2f)", c, a / b, w1 / w0 }'
	done
	echo
	printf 'page faults in the cold read (%s classes / %s):' "$first" "$last"
	for c in "${contenders[@]}"; do
		printf '  %s %s / %s' "$c" "$(get ${first}_${o}_$c 5)" "$(get ${last}_${o}_$c 5)"
	done
	echo
done
instructions() { # contender file passes: the process's instructions under callgrind
	# shellcheck disable=SC2046
	valgrind --tool=callgrind --callgrind-out-file=/dev/null $(cmd $1) $(opc $1 on) $worker "$2" native --passes=$3 2>&1 \
		| awk '/Collected/ { print $NF }'
}
if [ "${BENCH_CALLGRIND:-0}" = 1 ]; then
	echo
	printf 'instructions of the cold read from the file cache, an attribute (callgrind):'
	for n in $sizes; do
		file=$work/classes_$n.php
		a=$(( ($(instructions native82 "$file" 1) - $(instructions native82 "$file" 0)) / $(cat "$work/count_$n") ))
		b=$(( ($(instructions attrsyntax74 "$file" 1) - $(instructions attrsyntax74 "$file" 0)) / $(cat "$work/count_$n") ))
		awk -v n="$n" -v a="$a" -v b="$b" 'BEGIN { printf "  %s classes: native 8.2 %d, 7.4 + attrsyntax %d (%.2fx)", n, a, b, b / a }'
	done
	echo
fi
