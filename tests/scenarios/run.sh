#!/usr/bin/env bash
# Differential scenario suites: every tests/scenarios/SUITE/*.php runs on native PHP 8.2
# (the oracle) and on the runtime under test (PHP 7.4 with attrsyntax loaded); their
# outputs must be identical. Suites: compile (the compile hook: parse and compile errors,
# lines, targets), reflection (the reflection shim: Attribute, ReflectionAttribute,
# getAttributes(), attrsyntax_get_attributes()) and lower (PHP 8 syntax lowered for
# PHP 7.4: attrsyntax.downgrade).
#
#   tests/scenarios/run.sh --php74 PHP --so attrsyntax.so [--php82 /usr/bin/php]
#                          [--suite compile|reflection|lower] [--opcache off|shm|file|all]
#                          [--filter GLOB] [--selfcheck] [--require]
#
#   --suite S      the directory of scenarios: compile (default), reflection or lower
#   --php74 PHP    the runtime under test (normally PHP 7.4; any PHP works, e.g. the
#                  8.2 debug build, where #[ is native and attrsyntax must change nothing)
#   --so SO        attrsyntax.so built for that runtime; "--so none" runs it without
#                  the extension (to compare two runtimes with each other)
#   --php82 PHP    the oracle, native PHP 8.2 (default /usr/bin/php)
#   --opcache M    off (default): no opcache; shm: opcache in shared memory;
#                  file: opcache.file_cache_only, every scenario run twice, the second run
#                  served from the file cache (both runs must agree); all: the three modes
#   --filter GLOB  only the scenarios whose file name matches GLOB (e.g. 'err_*')
#   --require      both sides run each scenario by a require from inc/require.php, not as
#                  the main script: on PHP 7.4 the compile hook then reads it as a file
#                  it can find again (its sparse parse, its kept index)
#   --selfcheck    runs the runtime under test WITHOUT the extension and requires every
#                  scenario's output to DIFFER from 8.2's: proves that each scenario
#                  depends on attribute handling (on 7.4 without attrsyntax, #[ starts a
#                  comment). Lists the scenarios that do not.
#
# Both sides run with -n and explicit settings, from the scenario directory; the scenario
# directory and the temp dir are replaced by %DIR% and %TMP% in the outputs, the exit
# code is appended, stderr too when not empty. inc/prepend.php is the auto_prepend_file:
# after a fatal error it prints the error type (E_ERROR/E_COMPILE_ERROR/E_PARSE) and line.
# Prints one line per scenario and mode (ok / FAILED with the diff), then the counts;
# exits 1 on any difference.
set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=inc/differential.sh
. "$here/inc/differential.sh"
suite=compile
php82=/usr/bin/php
php74=
so=
opcache=off
filter='*'
selfcheck=0
via_require=0

while [ $# -gt 0 ]; do
	differential_option "$1" "${2:-}" && { shift $(($# > 1 ? 2 : 1)); continue; }
	case $1 in
		--suite) suite=${2:-}; shift 2 ;;
		--selfcheck) selfcheck=1; shift ;;
		--require) via_require=1; shift ;;
		-h|--help) differential_usage ;;
		*) echo "unknown argument: $1" >&2; differential_usage ;;
	esac
done
case $suite in
	compile|reflection|lower) dir=$here/$suite ;;
	*) echo "--suite must be compile, reflection or lower" >&2; exit 2 ;;
esac
[ "$selfcheck" = 1 ] && so=none
differential_check_runtimes "or --so none to compare two runtimes without the extension"

work=$(mktemp -d "${TMPDIR:-/tmp}/attrsyntax-scenarios.XXXXXX")
trap 'rm -rf "$work"' EXIT

# setup_side NAME PHP SO: the arguments of one side in ${NAME}_ARGS (phar.so, and ctype.so and
# tokenizer.so for doctrine/annotations, where they are shared extensions, as in Debian's
# PHP), its temp dir
declare -a A_ARGS B_ARGS
setup_side() {
	local name=$1 php=$2 ext=$3
	differential_base_args "$php" phar ctype tokenizer
	ARGS+=(-d phar.readonly=0 -d "auto_prepend_file=$here/inc/prepend.php")
	mkdir -p "$work/$name/tmp"
	ARGS+=(-d "sys_temp_dir=$work/$name/tmp")
	[ "$ext" = none ] || ARGS+=(-d "extension=$ext")
	if [ "$name" = a ]; then A_ARGS=("${ARGS[@]}"); A_OPCACHE=$OPCACHE_SO; else B_ARGS=("${ARGS[@]}"); B_OPCACHE=$OPCACHE_SO; fi
}
setup_side a "$php82" none
setup_side b "$php74" "$so"
differential_check_opcache

realdir=$(cd "$dir" && pwd -P)
# run_one SIDE MODE SCRIPT OUT: runs SCRIPT (a name in $dir), writes the normalised output
run_one() {
	local side=$1 mode=$2 script=$3 out=$4 php opc
	local -a args
	if [ "$side" = a ]; then php=$php82; args=("${A_ARGS[@]}"); opc=$A_OPCACHE; else php=$php74; args=("${B_ARGS[@]}"); opc=$B_OPCACHE; fi
	local tmp=$work/$side/tmp
	differential_opcache_args "$mode" "$opc" "$work/$side/opcache"
	local runs=1 i rc
	[ "$mode" = file ] && runs=2
	for ((i = 1; i <= runs; i++)); do
		if [ "$via_require" = 1 ]; then
			(cd "$dir" && timeout 60 "$php" "${args[@]}" "$here/inc/require.php" "$script" >"$out.$i.stdout" 2>"$out.$i.stderr")
		else
			(cd "$dir" && timeout 60 "$php" "${args[@]}" "$script" >"$out.$i.stdout" 2>"$out.$i.stderr")
		fi
		rc=$?
		differential_output "$out.$i" "$rc" \
			| D=$dir R=$realdir T=$tmp perl -pe 's/\Q$ENV{D}\E/%DIR%/g; s/\Q$ENV{R}\E/%DIR%/g; s/\Q$ENV{T}\E/%TMP%/g' >"$out.$i"
	done
	differential_second_run "$out" "$runs"
}

differential_header
[ "$selfcheck" = 1 ] && echo "selfcheck: every scenario must print something else than on 8.2 when attrsyntax is not loaded"
echo "suite:   $suite ($dir)"
echo "opcache: ${modes[*]}$([ "$via_require" = 1 ] && echo ', each scenario required')"

differential_scripts "$dir" "$filter"

# On PHP 7, scenarios whose difference from 8.2 is deliberate (docs/differences.md,
# "Differences from PHP 8"): one file name per line ("MODE:name" for one opcache mode only), '#'
# comments. They must still differ: one that starts to match is reported, so the list
# cannot go stale.
known=()
if [ -f "$dir/KNOWN_DIFFERENCES" ] && [ "$selfcheck" = 0 ] && [ "$("$php74" -n -r "echo PHP_MAJOR_VERSION;")" -lt 8 ]; then
	while IFS= read -r line; do
		line=${line%%#*}
		line=${line//[[:space:]]/}
		[ -n "$line" ] && known+=("$line")
	done < "$dir/KNOWN_DIFFERENCES"
fi
is_known() { # SCRIPT MODE
	local k
	for k in "${known[@]}"; do [ "$k" = "$1" ] || [ "$k" = "$2:$1" ] && return 0; done
	return 1
}

for mode in "${modes[@]}"; do
	rm -rf "$work/a/opcache" "$work/b/opcache"
	for script in "${scripts[@]}"; do
		name=${script%.php}
		ea=$work/a/$name.$mode
		eb=$work/b/$name.$mode
		run_one a "$mode" "$script" "$ea"
		run_one b "$mode" "$script" "$eb"
		problem=
		# the oracle's output must say something (more than the exit code line)
		if [ "$(grep -cv '^\[exit [0-9]*\]$' "$ea")" -lt 1 ]; then
			problem="8.2 prints nothing"
		fi
		if [ "$selfcheck" = 1 ]; then
			if cmp -s "$ea" "$eb"; then problem="${problem:+$problem; }same output without attrsyntax: the scenario does not depend on attribute handling"; fi
		elif is_known "$script" "$mode"; then
			if cmp -s "$ea" "$eb"; then
				problem="${problem:+$problem; }listed in KNOWN_DIFFERENCES but now matches 8.2: remove it from the list"
			else
				printf 'known   [%s] %s (KNOWN_DIFFERENCES)\n' "$mode" "$script"
				continue
			fi
		elif ! cmp -s "$ea" "$eb"; then
			problem="${problem:+$problem; }output differs"
		fi
		differential_verdict "[$mode] $script" "$problem" "$ea" "$eb" "$((1 - selfcheck))"
	done
done

differential_summary "$suite scenarios"
