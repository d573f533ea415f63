#!/usr/bin/env bash
# Differential suite of real clients: Debian 12's Symfony 5.4 components and Doctrine ORM
# 2.14 (unpacked by scripts/fetch-clients.sh) reading attributes. Every tests/clients/*.php
# runs on native PHP 8.2 (the oracle) and on PHP 7.4 with attrsyntax; outputs must be
# byte-identical.
#
#   tests/clients/run.sh --php74 PHP --so attrsyntax.so [--php82 /usr/bin/php]
#                        [--opcache off|shm|file|all] [--filter GLOB] [--ini 'k=v' ...]
#                        [--plain] [--clients ROOT]
#
#   --php74 PHP    the runtime under test (PHP 7.4; any PHP works)
#   --so SO        attrsyntax.so built for it
#   --php82 PHP    the oracle, native PHP 8.2 (default /usr/bin/php)
#   --opcache M    off (default): no opcache; shm: opcache in shared memory;
#                  file: opcache.file_cache_only in a fresh temp dir, every scenario run
#                  twice, the second served from the file cache (both must match 8.2);
#                  all: the three modes
#   --filter GLOB  only the scenarios whose file name matches GLOB (e.g. 'symfony_*')
#   --ini 'k=v'    a setting for the side under test (repeatable), after the scenario's own
#   --plain        runs the side under test WITHOUT the extension and requires every
#                  scenario's output to DIFFER from 8.2's: the libraries then take their
#                  PHP 7 path (or fail on PHP 8 syntax), which proves that each scenario
#                  depends on attrsyntax
#   --clients ROOT the unpacked packages (default: what scripts/fetch-clients.sh prints,
#                  which fetches them once)
#
# A scenario's header may hold lines "// INI: k=v": settings passed with -d to the side
# under test only (e.g. "// INI: attrsyntax.downgrade=all"), and "// RUNS: 2": the scenario
# runs twice in a row in the same temp dir (CLIENTS_TMP), to show that a second process
# reusing what the first left there (a compiled container) prints the same; both outputs
# are compared. Both sides run with -n, explicit settings and a clean environment
# (ATTRSYNTAX_CLIENTS = the root, CLIENTS_TMP = a temp dir per side, COLUMNS=100), from
# tests/clients; the scenario directory, the packages' root and the temp dir are replaced
# by %DIR%, %ROOT% and %TMP% in the outputs, the exit code is appended, stderr too when
# not empty. The two sides run in parallel. Prints "ok NAME (mode)" or "FAILED NAME (mode)"
# with a unified diff, then the counts; exits 1 on any difference.
set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
# shellcheck source=../scenarios/inc/differential.sh
. "$repo/tests/scenarios/inc/differential.sh"
php82=/usr/bin/php
php74=
so=
opcache=off
filter='*'
plain=0
clients=
extra_ini=()

while [ $# -gt 0 ]; do
	differential_option "$1" "${2:-}" && { shift $(($# > 1 ? 2 : 1)); continue; }
	case $1 in
		--ini) extra_ini+=("${2:-}"); shift 2 ;;
		--plain) plain=1; shift ;;
		--clients) clients=${2:-}; shift 2 ;;
		-h|--help) differential_usage ;;
		*) echo "unknown argument: $1" >&2; differential_usage ;;
	esac
done
[ "$plain" = 1 ] && so=none
differential_check_runtimes "or --plain"
# absolute paths: both sides run from tests/clients
absolute() { case $1 in /*) echo "$1" ;; *) echo "$(cd "$(dirname "$1")" && pwd)/$(basename "$1")" ;; esac; }
php82=$(absolute "$php82")
php74=$(absolute "$php74")
[ "$so" = none ] || so=$(absolute "$so")
if [ -z "$clients" ]; then
	clients=$("$repo/scripts/fetch-clients.sh") || { echo "scripts/fetch-clients.sh failed" >&2; exit 2; }
fi
[ -d "$clients/usr/share/php" ] || { echo "no packages under $clients/usr/share/php" >&2; exit 2; }
clients=$(cd "$clients" && pwd -P)

work=$(mktemp -d "${TMPDIR:-/tmp}/attrsyntax-clients.XXXXXX")
trap 'rm -rf "$work"' EXIT

# base_args PHP: the settings both sides share, and the extensions the PHP 7.4 builds
# have compiled in, loaded where they are shared (Debian's 8.2). Neither side gets
# mbstring or iconv: both use Symfony's polyfills.
base_args() {
	differential_base_args "$1" ctype tokenizer xml dom simplexml xmlwriter phar json pcntl
	ARGS+=(-d memory_limit=1G -d date.timezone=UTC -d precision=14 -d serialize_precision=-1
		-d zend.assertions=-1 -d phar.readonly=1)
}

declare -a A_ARGS B_ARGS
base_args "$php82"; A_ARGS=("${ARGS[@]}"); A_OPCACHE=$OPCACHE_SO
base_args "$php74"; B_ARGS=("${ARGS[@]}"); B_OPCACHE=$OPCACHE_SO
[ "$so" = none ] || B_ARGS+=(-d "extension=$so")
differential_check_opcache

realdir=$(cd "$here" && pwd -P)

# header VALUE SCRIPT: the values of the scenario's "// KEY: value" header lines
header() { sed -n "s|^// $1: *||p" "$here/$2" | sed 's/[[:space:]]*$//'; }

# run_side SIDE MODE SCRIPT OUT: runs SCRIPT on one side (both runs in file mode, both
# passes of a RUNS: 2 scenario), writes the normalised output to OUT
run_side() {
	local side=$1 mode=$2 script=$3 out=$4 php opc passes reps r p rc ini
	local -a args
	if [ "$side" = a ]; then php=$php82; args=("${A_ARGS[@]}"); opc=$A_OPCACHE; else php=$php74; args=("${B_ARGS[@]}"); opc=$B_OPCACHE; fi
	if [ "$side" = b ]; then
		while IFS= read -r ini; do
			[ -n "$ini" ] && args+=(-d "$ini")
		done < <(header INI "$script")
		for ini in "${extra_ini[@]+"${extra_ini[@]}"}"; do args+=(-d "$ini"); done
	fi
	local base=$work/$side/$mode
	differential_opcache_args "$mode" "$opc" "$base/opcache"
	passes=$(header RUNS "$script" | head -1)
	passes=${passes:-1}
	reps=1
	[ "$mode" = file ] && reps=2
	for ((r = 1; r <= reps; r++)); do
		local tmp=$base/tmp.${script%.php}.$r
		rm -rf "$tmp" && mkdir -p "$tmp"
		: >"$out.$r"
		for ((p = 1; p <= passes; p++)); do
			[ "$passes" -gt 1 ] && echo "--- process $p" >>"$out.$r"
			(cd "$here" && env -i PATH=/usr/local/bin:/usr/bin:/bin LANG=C LC_ALL=C HOME="$tmp" TMPDIR="$tmp" \
				COLUMNS=100 LINES=50 ATTRSYNTAX_CLIENTS="$clients" CLIENTS_TMP="$tmp" \
				timeout 120 "$php" "${args[@]}" -d "sys_temp_dir=$tmp" "$script" >"$out.$r.stdout" 2>"$out.$r.stderr")
			rc=$?
			differential_output "$out.$r" "$rc" \
				| D=$here R=$realdir T=$tmp C=$clients perl -pe 's/\Q$ENV{T}\E/%TMP%/g; s/\Q$ENV{C}\E/%ROOT%/g; s/\Q$ENV{D}\E/%DIR%/g; s/\Q$ENV{R}\E/%DIR%/g' >>"$out.$r"
		done
	done
	differential_second_run "$out" "$reps"
}

differential_header
[ "$plain" = 1 ] && echo "plain:   every scenario must print something else than on 8.2 when attrsyntax is not loaded"
echo "clients: $clients ($(wc -l <"$clients/.versions" 2>/dev/null || echo '?') packages)"
echo "opcache: ${modes[*]}"

differential_scripts "$here" "$filter"

for mode in "${modes[@]}"; do
	rm -rf "$work/a/$mode" "$work/b/$mode"
	mkdir -p "$work/a/$mode" "$work/b/$mode"
	for script in "${scripts[@]}"; do
		name=${script%.php}
		ea=$work/a/$mode/$name.out
		eb=$work/b/$mode/$name.out
		run_side a "$mode" "$script" "$ea" &
		pid=$!
		run_side b "$mode" "$script" "$eb"
		wait "$pid"
		problem=
		# the oracle must say something (more than the exit code line), and succeed
		if [ "$(grep -cv '^\[exit [0-9]*\]$\|^--- process [0-9]*$' "$ea")" -lt 1 ]; then
			problem="8.2 prints nothing"
		elif grep -q '^\[exit [1-9][0-9]*\]$' "$ea"; then
			problem="8.2 fails (exit code not 0)"
		fi
		if [ "$plain" = 1 ]; then
			if cmp -s "$ea" "$eb"; then problem="${problem:+$problem; }same output without attrsyntax: the scenario does not depend on it"; fi
		elif ! cmp -s "$ea" "$eb"; then
			problem="${problem:+$problem; }output differs"
		fi
		differential_verdict "$name ($mode)" "$problem" "$ea" "$eb" "$((1 - plain))"
	done
done

differential_summary "client scenarios"
