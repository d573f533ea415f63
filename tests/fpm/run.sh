#!/usr/bin/env bash
# The reflection shim (and the compile hook) under php-fpm: every scenario of
# tests/scenarios/SUITE is requested twice from a php-fpm pool of two workers with
# attrsyntax loaded, and each response body must equal what the CLI of the same
# build prints for the scenario with the same settings (the scenario suites prove
# the CLI's output equal to native PHP 8.2's, bar KNOWN_DIFFERENCES). The second
# request of a scenario finds the worker's caches warm (attribute indexes and, with
# opcache, the compiled scripts in shared memory: a worker that did not compile a
# file reads its attributes from the file).
#
#   tests/fpm/run.sh --prefix PHP_PREFIX --so attrsyntax.so [--opcache off|on|all]
#                    [--suite reflection|compile] [--filter GLOB]
#
#   --prefix P   a PHP build with bin/php and sbin/php-fpm (scripts/build-php.sh
#                --prefix php74-debug)
#   --so SO      attrsyntax.so built for it
#   --opcache M  off, on (shared memory) or all (both; default)
#
# Requests go through cgi-fcgi (Debian's libfcgi-bin) to a unix socket. Runs as
# root too (php-fpm -R). Fails on any difference (but those listed, with their
# reason, in tests/fpm/KNOWN_DIFFERENCES, which must keep differing), on a worker
# that died, and, on a debug build, on any memory leak php-fpm's workers report.
set -uo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
prefix=
so=
opcache=all
suite=reflection
filter='*'
while [ $# -gt 0 ]; do
	case $1 in
		--prefix) prefix=${2:-}; shift 2 ;;
		--so) so=${2:-}; shift 2 ;;
		--opcache) opcache=${2:-}; shift 2 ;;
		--suite) suite=${2:-}; shift 2 ;;
		--filter) filter=${2:-}; shift 2 ;;
		*) echo "unknown argument: $1" >&2; exit 2 ;;
	esac
done
php=$prefix/bin/php
fpm=$prefix/sbin/php-fpm
for f in "$php" "$fpm"; do
	[ -x "$f" ] || { echo "not executable: $f" >&2; exit 2; }
done
[ -f "$so" ] || { echo "no such file: $so" >&2; exit 2; }
command -v cgi-fcgi >/dev/null || { echo "cgi-fcgi not found (apt-get install libfcgi-bin)" >&2; exit 2; }
case $opcache in
	off|on) modes=("$opcache") ;;
	all) modes=(off on) ;;
	*) echo "--opcache must be off, on or all" >&2; exit 2 ;;
esac
dir=$here/scenarios/$suite
[ -d "$dir" ] || { echo "no suite $suite" >&2; exit 2; }
realdir=$(cd "$dir" && pwd -P)

work=$(mktemp -d "${TMPDIR:-/tmp}/attrsyntax-fpm.XXXXXX")
fpm_pid=
cleanup() {
	[ -n "$fpm_pid" ] && kill "$fpm_pid" 2>/dev/null && wait "$fpm_pid" 2>/dev/null
	rm -rf "$work"
}
trap cleanup EXIT

extdir=$("$php" -n -r 'echo ini_get("extension_dir");')
# the settings of tests/scenarios/run.sh, for both SAPIs
settings() { # mode
	local -a s=(-n -d display_errors=1 -d log_errors=0 -d html_errors=0 -d error_reporting=-1
		-d phar.readonly=0 -d "auto_prepend_file=$here/scenarios/inc/prepend.php" -d "sys_temp_dir=$work/tmp"
		-d "extension=$so")
	local ext
	for ext in phar ctype tokenizer; do
		if [ "$("$php" -n -r "echo extension_loaded('$ext') ? 1 : 0;")" != 1 ] && [ -f "$extdir/$ext.so" ]; then
			s+=(-d extension=$ext)
		fi
	done
	[ "$1" = on ] && s+=(-d "zend_extension=$extdir/opcache.so" -d opcache.enable=1 -d opcache.enable_cli=1)
	printf '%s\n' "${s[@]}"
}
normalise() {
	D=$dir R=$realdir T=$work/tmp perl -pe 's/\Q$ENV{D}\E/%DIR%/g; s/\Q$ENV{R}\E/%DIR%/g; s/\Q$ENV{T}\E/%TMP%/g'
}

start_fpm() { # mode
	local -a s
	mapfile -t s < <(settings "$1")
	cat >"$work/fpm.conf" <<-CONF
	[global]
	error_log = $work/fpm.log
	daemonize = no
	[scenarios]
	listen = $work/fpm.sock
	pm = static
	pm.max_children = 2
	catch_workers_output = yes
	clear_env = no
	CONF
	: >"$work/fpm.log"
	"$fpm" "${s[@]}" -R -y "$work/fpm.conf" -F >>"$work/fpm.log" 2>&1 &
	fpm_pid=$!
	for _ in $(seq 1 100); do
		[ -S "$work/fpm.sock" ] && return 0
		sleep 0.1
	done
	echo "php-fpm did not start:" >&2
	cat "$work/fpm.log" >&2
	return 1
}
stop_fpm() {
	kill "$fpm_pid" 2>/dev/null
	wait "$fpm_pid" 2>/dev/null
	fpm_pid=
}

request() { # script
	env -i SCRIPT_FILENAME="$dir/$1" SCRIPT_NAME="/$1" REQUEST_METHOD=GET DOCUMENT_ROOT="$dir" QUERY_STRING= \
		PATH=/usr/bin:/bin timeout 60 cgi-fcgi -bind -connect "$work/fpm.sock" 2>&1 \
		| perl -0777 -pe 's/\A.*?\r?\n\r?\n//s' | normalise
}

passed=0
failed=0
for mode in "${modes[@]}"; do
	rm -rf "$work/tmp" && mkdir -p "$work/tmp"
	start_fpm "$mode" || exit 1
	mapfile -t cli_settings < <(settings "$mode")
	for path in "$dir"/$filter.php; do
		script=$(basename "$path")
		(cd "$dir" && timeout 60 "$php" "${cli_settings[@]}" "$script" 2>/dev/null) | normalise >"$work/cli"
		ok=1
		for i in 1 2; do
			request "$script" >"$work/fpm.$i"
			if ! cmp -s "$work/cli" "$work/fpm.$i"; then
				ok=0
				grep -qxF "$mode:$script" "$here/fpm/KNOWN_DIFFERENCES" && continue
				echo "FAILED  [$mode] $script (request $i)"
				diff -u --label cli --label "php-fpm request $i" "$work/cli" "$work/fpm.$i" | head -30
			fi
		done
		if grep -qxF "$mode:$script" "$here/fpm/KNOWN_DIFFERENCES"; then
			if [ $ok = 1 ]; then
				failed=$((failed + 1))
				echo "FAILED  [$mode] $script is in tests/fpm/KNOWN_DIFFERENCES but no longer differs"
			else
				echo "known   [$mode] $script (KNOWN_DIFFERENCES)"
			fi
		elif [ $ok = 1 ]; then
			passed=$((passed + 1))
			echo "ok      [$mode] $script"
		else
			failed=$((failed + 1))
		fi
	done
	stop_fpm
	# a debug build's workers report their leaks on stderr, which the pool logs
	if grep -E 'memory leaks detected|Freeing 0x|exited on signal|SIGSEGV|Assertion' "$work/fpm.log" >/dev/null; then
		failed=$((failed + 1))
		echo "FAILED  [$mode] php-fpm's log reports leaks or crashes:"
		grep -E 'memory leaks detected|Freeing 0x|exited on signal|SIGSEGV|Assertion' "$work/fpm.log" | head -20
	fi
done
echo
echo "php-fpm scenarios ($suite): $passed passed, $failed failed"
[ "$failed" = 0 ]
