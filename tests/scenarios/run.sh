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
# code is appended, stderr too when not empty. SUITE/inc/prepend.php is the auto_prepend_file:
# after a fatal error it prints the error type (E_ERROR/E_COMPILE_ERROR/E_PARSE) and line.
# Prints one line per scenario and mode (ok / FAILED with the diff), then the counts;
# exits 1 on any difference.
set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
suite=compile
php82=/usr/bin/php
php74=
so=
opcache=off
filter='*'
selfcheck=0
via_require=0

usage() { awk 'NR > 1 && !/^#/ { exit } NR > 1 { sub(/^# ?/, ""); print }' "$0"; exit 2; }
while [ $# -gt 0 ]; do
	case $1 in
		--php74) php74=${2:-}; shift 2 ;;
		--php82) php82=${2:-}; shift 2 ;;
		--so) so=${2:-}; shift 2 ;;
		--opcache) opcache=${2:-}; shift 2 ;;
		--suite) suite=${2:-}; shift 2 ;;
		--filter) filter=${2:-}; shift 2 ;;
		--selfcheck) selfcheck=1; shift ;;
		--require) via_require=1; shift ;;
		-h|--help) usage ;;
		*) echo "unknown argument: $1" >&2; usage ;;
	esac
done
[ -n "$php74" ] || { echo "--php74 is required" >&2; usage; }
case $suite in
	compile|reflection|lower) dir=$here/$suite ;;
	*) echo "--suite must be compile, reflection or lower" >&2; exit 2 ;;
esac
if [ "$selfcheck" = 1 ]; then
	so=none
elif [ -z "$so" ]; then
	echo "--so is required (or --so none to compare two runtimes without the extension)" >&2
	usage
fi
[ "$so" = none ] || [ -f "$so" ] || { echo "no such file: $so" >&2; exit 2; }
for p in "$php82" "$php74"; do
	[ -x "$p" ] || { echo "not executable: $p" >&2; exit 2; }
done
case $opcache in
	off|shm|file) modes=("$opcache") ;;
	all) modes=(off shm file) ;;
	*) echo "--opcache must be off, shm, file or all" >&2; exit 2 ;;
esac

work=$(mktemp -d "${TMPDIR:-/tmp}/attrsyntax-scenarios.XXXXXX")
trap 'rm -rf "$work"' EXIT

# base_args PHP: the settings both sides share, plus what this build needs (phar.so,
# ctype.so and tokenizer.so when they are shared extensions, as in Debian's PHP)
base_args() {
	local php=$1 extdir
	extdir=$("$php" -n -r 'echo ini_get("extension_dir");')
	ARGS=(-n -d display_errors=1 -d log_errors=0 -d html_errors=0 -d error_reporting=-1
		-d phar.readonly=0 -d "auto_prepend_file=$dir/inc/prepend.php")
	local ext
	for ext in phar ctype tokenizer; do # the last two for doctrine/annotations
		if [ "$("$php" -n -r "echo extension_loaded('$ext') ? 1 : 0;")" != 1 ] && [ -f "$extdir/$ext.so" ]; then
			ARGS+=(-d extension=$ext)
		fi
	done
	OPCACHE_SO=$extdir/opcache.so
}

# side NAME PHP SO: sets up the arguments of one side in ${NAME}_ARGS and its temp dir
declare -a A_ARGS B_ARGS
setup_side() {
	local name=$1 php=$2 ext=$3
	base_args "$php"
	mkdir -p "$work/$name/tmp"
	ARGS+=(-d "sys_temp_dir=$work/$name/tmp")
	[ "$ext" = none ] || ARGS+=(-d "extension=$ext")
	if [ "$name" = a ]; then A_ARGS=("${ARGS[@]}"); A_OPCACHE=$OPCACHE_SO; else B_ARGS=("${ARGS[@]}"); B_OPCACHE=$OPCACHE_SO; fi
}
setup_side a "$php82" none
setup_side b "$php74" "$so"
for m in "${modes[@]}"; do
	[ "$m" = off ] && continue
	for f in "$A_OPCACHE" "$B_OPCACHE"; do
		[ -f "$f" ] || { echo "opcache mode $m: no opcache.so at $f" >&2; exit 2; }
	done
done

realdir=$(cd "$dir" && pwd -P)
# run_one SIDE MODE SCRIPT OUT: runs SCRIPT (a name in $dir), writes the normalised output
run_one() {
	local side=$1 mode=$2 script=$3 out=$4 php opc
	local -a args
	if [ "$side" = a ]; then php=$php82; args=("${A_ARGS[@]}"); opc=$A_OPCACHE; else php=$php74; args=("${B_ARGS[@]}"); opc=$B_OPCACHE; fi
	local tmp=$work/$side/tmp
	case $mode in
		shm) args+=(-d "zend_extension=$opc" -d opcache.enable=1 -d opcache.enable_cli=1) ;;
		file)
			mkdir -p "$work/$side/opcache"
			args+=(-d "zend_extension=$opc" -d opcache.enable=1 -d opcache.enable_cli=1
				-d "opcache.file_cache=$work/$side/opcache" -d opcache.file_cache_only=1) ;;
	esac
	local runs=1 i rc
	[ "$mode" = file ] && runs=2
	for ((i = 1; i <= runs; i++)); do
		if [ "$via_require" = 1 ]; then
			(cd "$dir" && timeout 60 "$php" "${args[@]}" "$here/inc/require.php" "$script" >"$out.$i.stdout" 2>"$out.$i.stderr")
		else
			(cd "$dir" && timeout 60 "$php" "${args[@]}" "$script" >"$out.$i.stdout" 2>"$out.$i.stderr")
		fi
		rc=$?
		{
			cat "$out.$i.stdout"
			if [ -s "$out.$i.stderr" ]; then echo "--- stderr:"; cat "$out.$i.stderr"; fi
			echo "[exit $rc]"
		} | D=$dir R=$realdir T=$tmp perl -pe 's/\Q$ENV{D}\E/%DIR%/g; s/\Q$ENV{R}\E/%DIR%/g; s/\Q$ENV{T}\E/%TMP%/g' >"$out.$i"
	done
	cp "$out.1" "$out"
	if [ "$runs" = 2 ] && ! cmp -s "$out.1" "$out.2"; then
		{ echo "--- the second run (served from the file cache) printed instead:"; cat "$out.2"; } >>"$out"
	fi
}

echo "oracle:  $("$php82" -n -r 'echo PHP_VERSION;') $php82"
echo "tested:  $("$php74" -n -r 'echo PHP_VERSION;') $php74 $([ "$so" = none ] && echo '(without attrsyntax)' || echo "with $so")"
[ "$selfcheck" = 1 ] && echo "selfcheck: every scenario must print something else than on 8.2 when attrsyntax is not loaded"
echo "suite:   $suite ($dir)"
echo "opcache: ${modes[*]}$([ "$via_require" = 1 ] && echo ', each scenario required')"

scripts=()
while IFS= read -r f; do
	# shellcheck disable=SC2053
	[[ $f == $filter ]] && scripts+=("$f")
done < <(cd "$dir" && for f in *.php; do echo "$f"; done | LC_ALL=C sort)
[ ${#scripts[@]} -gt 0 ] || { echo "no scenario matches $filter" >&2; exit 2; }

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

passed=0
failed=0
failures=()
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
		if [ -z "$problem" ]; then
			passed=$((passed + 1))
			printf 'ok      [%s] %s\n' "$mode" "$script"
		else
			failed=$((failed + 1))
			failures+=("[$mode] $script")
			printf 'FAILED  [%s] %s: %s\n' "$mode" "$script" "$problem"
			if [ "$selfcheck" = 0 ]; then
				diff -u --label "php82 (expected)" --label "tested" "$ea" "$eb" | sed 's/^/        /'
			fi
		fi
	done
done

echo
if [ $failed -gt 0 ]; then
	echo "failed:"
	printf '  %s\n' "${failures[@]}"
fi
echo "$suite scenarios: $passed passed, $failed failed"
[ $failed -eq 0 ]
