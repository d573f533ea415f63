# What the differential runners tests/scenarios/run.sh and tests/clients/run.sh share
# (sourced, not run): each runs scripts on native PHP 8.2 (the oracle, side a) and on the
# runtime under test (side b), in one or more opcache modes, and requires the same output.
# The runner sets php82, php74, so and opcache from its arguments; these functions check
# them, build the settings both sides share, run a script's output into its normalised
# form and count the verdicts.

# differential_usage: the runner's header comment, as its usage; exits 2
differential_usage() { awk 'NR > 1 && !/^#/ { exit } NR > 1 { sub(/^# ?/, ""); print }' "$0"; exit 2; }

# differential_option OPTION VALUE: takes an option both runners have (--php74, --php82,
# --so, --opcache, --filter); the status is 1 for another
differential_option() {
	case $1 in
		--php74) php74=$2 ;;
		--php82) php82=$2 ;;
		--so) so=$2 ;;
		--opcache) opcache=$2 ;;
		--filter) filter=$2 ;;
		*) return 1 ;;
	esac
}

# differential_check_runtimes HINT: php74 is given, so is a file (or "none"; HINT says how to
# ask for that), both PHPs run; modes is set from opcache (off, shm, file or all)
differential_check_runtimes() {
	local p
	[ -n "$php74" ] || { echo "--php74 is required" >&2; differential_usage; }
	[ -n "$so" ] || { echo "--so is required ($1)" >&2; differential_usage; }
	[ "$so" = none ] || [ -f "$so" ] || { echo "no such file: $so" >&2; exit 2; }
	for p in "$php82" "$php74"; do
		[ -x "$p" ] || { echo "not executable: $p" >&2; exit 2; }
	done
	case $opcache in
		off|shm|file) modes=("$opcache") ;;
		all) modes=(off shm file) ;;
		*) echo "--opcache must be off, shm, file or all" >&2; exit 2 ;;
	esac
}

# differential_base_args PHP EXTENSION...: in ARGS the settings both sides share and the
# EXTENSIONs PHP has as shared objects (Debian's 8.2) but not loaded; OPCACHE_SO its opcache.so
differential_base_args() {
	local php=$1 extdir ext
	shift
	extdir=$("$php" -n -r 'echo ini_get("extension_dir");')
	ARGS=(-n -d display_errors=1 -d log_errors=0 -d html_errors=0 -d error_reporting=-1)
	for ext in "$@"; do
		if [ "$("$php" -n -r "echo extension_loaded('$ext') ? 1 : 0;")" != 1 ] && [ -f "$extdir/$ext.so" ]; then
			ARGS+=(-d "extension=$ext")
		fi
	done
	OPCACHE_SO=$extdir/opcache.so
}

# differential_check_opcache: both sides have an opcache.so where a mode needs it
# (A_OPCACHE, B_OPCACHE)
differential_check_opcache() {
	local m f
	for m in "${modes[@]}"; do
		[ "$m" = off ] && continue
		for f in "$A_OPCACHE" "$B_OPCACHE"; do
			[ -f "$f" ] || { echo "opcache mode $m: no opcache.so at $f" >&2; exit 2; }
		done
	done
}

# differential_opcache_args MODE OPCACHE_SO CACHE_DIR: appends to the array args what MODE
# needs: nothing (off), opcache in shared memory (shm), or its file cache alone in CACHE_DIR
# (file, created)
differential_opcache_args() {
	case $1 in
		shm) args+=(-d "zend_extension=$2" -d opcache.enable=1 -d opcache.enable_cli=1) ;;
		file)
			mkdir -p "$3"
			args+=(-d "zend_extension=$2" -d opcache.enable=1 -d opcache.enable_cli=1
				-d "opcache.file_cache=$3" -d opcache.file_cache_only=1) ;;
	esac
}

# differential_output OUT RC: what a run left in OUT.stdout and OUT.stderr, with "--- stderr:"
# before stderr when it is not empty and "[exit RC]" last, on stdout
differential_output() {
	cat "$1.stdout"
	if [ -s "$1.stderr" ]; then echo "--- stderr:"; cat "$1.stderr"; fi
	echo "[exit $2]"
}

# differential_second_run OUT RUNS: OUT is OUT.1, and what OUT.2 says otherwise when the
# script ran twice (file mode: the second run served from the file cache)
differential_second_run() {
	cp "$1.1" "$1"
	if [ "$2" = 2 ] && ! cmp -s "$1.1" "$1.2"; then
		{ echo "--- the second run (served from the file cache) printed instead:"; cat "$1.2"; } >>"$1"
	fi
}

# differential_scripts DIR GLOB: the *.php files of DIR whose names match GLOB, sorted, in
# the array scripts; exits 2 when there is none
differential_scripts() {
	local f
	scripts=()
	while IFS= read -r f; do
		# shellcheck disable=SC2053
		[[ $f == $2 ]] && scripts+=("$f")
	done < <(cd "$1" && for f in *.php; do [ -f "$f" ] && echo "$f"; done | LC_ALL=C sort)
	[ ${#scripts[@]} -gt 0 ] || { echo "no scenario matches $2" >&2; exit 2; }
}

# differential_header: the oracle, the runtime under test and whether attrsyntax is loaded
differential_header() {
	echo "oracle:  $("$php82" -n -r 'echo PHP_VERSION;') $php82"
	echo "tested:  $("$php74" -n -r 'echo PHP_VERSION;') $php74 $([ "$so" = none ] && echo '(without attrsyntax)' || echo "with $so")"
}

passed=0
failed=0
failures=()

# differential_verdict NAME PROBLEM EXPECTED TESTED SHOW_DIFF: "ok NAME", or "FAILED NAME:
# PROBLEM" with the diff of the two outputs when SHOW_DIFF is 1; counts it
differential_verdict() {
	if [ -z "$2" ]; then
		passed=$((passed + 1))
		echo "ok      $1"
	else
		failed=$((failed + 1))
		failures+=("$1")
		echo "FAILED  $1: $2"
		if [ "$5" = 1 ]; then
			diff -u --label "php82 (expected)" --label "tested" "$3" "$4" | sed 's/^/        /'
		fi
	fi
}

# differential_summary TITLE: the failures, then "TITLE: N passed, N failed"; the status
# is 1 when any failed
differential_summary() {
	echo
	if [ $failed -gt 0 ]; then
		echo "failed:"
		printf '  %s\n' "${failures[@]}"
	fi
	echo "$1: $passed passed, $failed failed"
	[ $failed -eq 0 ]
}
