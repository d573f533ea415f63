#!/usr/bin/env bash
# The scanner's C tests, from any directory:
#
#   core-tests/run.sh                  unit tests: gcc -Werror, then clang with ASan and UBSan
#   core-tests/run.sh --fuzz [SECONDS] and the libFuzzer harness for SECONDS (default 60)
#                                      on a copy of core-tests/corpus
#
# Builds go to core-tests/build/. As root, installs clang and libclang-rt-14-dev
# (sanitizer and libFuzzer runtimes) when they are missing. Exits non-zero when
# a test fails, a sanitizer reports or the fuzzer finds a crash; the fuzzer's
# reproducer is then in core-tests/build/ (fuzz-crash-*, fuzz-timeout-*, ...).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(dirname "$here")
build="$here/build"
fuzz=

while [ $# -gt 0 ]; do
	case $1 in
		--fuzz)
			fuzz=60
			if [ $# -gt 1 ] && [[ $2 =~ ^[0-9]+$ ]]; then
				fuzz=$2
				shift
			fi
			;;
		*) echo "usage: $0 [--fuzz [SECONDS]]" >&2; exit 2 ;;
	esac
	shift
done

# clang alone is not enough: the sanitizer and libFuzzer runtimes are a package of their own
have_tools() {
	command -v gcc >/dev/null && command -v clang >/dev/null \
		&& dpkg -s libclang-rt-14-dev >/dev/null 2>&1
}
if ! have_tools; then
	if [ "$(id -u)" != 0 ]; then
		echo "core-tests: gcc, clang and libclang-rt-14-dev are needed (run as root to install them)" >&2
		exit 1
	fi
	echo "core-tests: installing gcc, clang, libclang-rt-14-dev"
	export DEBIAN_FRONTEND=noninteractive
	apt-get install -y -q gcc clang libclang-rt-14-dev >/dev/null \
		|| { apt-get update -q >/dev/null && apt-get install -y -q gcc clang libclang-rt-14-dev >/dev/null; }
fi

mkdir -p "$build"
cflags=(-std=c99 -g -Wall -Wextra -Werror -I"$root")
sanitize=(-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer)
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1}

echo "=== unit tests (gcc)"
gcc "${cflags[@]}" -O2 "$here/unit.c" "$root/scanner.c" -o "$build/unit-gcc"
"$build/unit-gcc"

echo "=== unit tests (clang, ASan/UBSan)"
clang "${cflags[@]}" -O1 "${sanitize[@]}" "$here/unit.c" "$root/scanner.c" -o "$build/unit-asan"
"$build/unit-asan"

if [ -n "$fuzz" ]; then
	echo "=== libFuzzer, $fuzz s"
	clang -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all -I"$root" \
		"$here/fuzz_scanner.c" "$root/scanner.c" -o "$build/fuzz_scanner"
	corpus=$(mktemp -d)
	trap 'rm -rf "$corpus"' EXIT
	cp "$here/corpus/"* "$corpus/"
	log="$build/fuzz.log"
	status=0
	"$build/fuzz_scanner" -max_total_time="$fuzz" -max_len=4096 -timeout=10 -print_final_stats=1 \
		-artifact_prefix="$build/fuzz-" "$corpus" >"$log" 2>&1 || status=$?
	if [ $status != 0 ]; then
		# the report, from the first line of the sanitizer's or the harness's
		first=$(grep -n -m1 -E 'ERROR|runtime error|^fuzz_scanner:|ALARM' "$log" | cut -d: -f1 || true)
		if [ -n "$first" ]; then
			sed -n "$first,$((first + 59))p" "$log"
		else
			tail -40 "$log"
		fi
		echo "core-tests: the fuzzer failed (exit $status); log in $log"
		exit 1
	fi
	runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
	echo "fuzz_scanner: $runs runs in $fuzz s, no failure; $(ls "$corpus" | wc -l) inputs in the corpus at the end"
fi
