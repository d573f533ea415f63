#!/usr/bin/env bash
# The C tests of the plain-C core (src/*/core), one folder per component (scanner, parser, skim, index_file,
# lower, gates: its unit.c, and its fuzz.c, corpus/ and crashes/ where it has them),
# from any directory:
#
#   core-tests/run.sh                  unit tests (scanner, parser, skim, index_file, lower,
#                                      gates): gcc -Werror, then clang with ASan and UBSan
#                                      (the parser's also gcc with ASan and UBSan); the fuzz
#                                      harnesses' seeds and past crashes
#   core-tests/run.sh --gcc-only       the unit tests built with gcc -O2 alone (no sanitizer, no
#                                      harness): the edit-build-test loop (scripts/test.sh --quick)
#   core-tests/run.sh --fuzz [SECONDS] and each libFuzzer harness (scanner, parser, skim, index file
#                                      loader, version gates) for SECONDS (default 60) on a copy
#                                      of its seeds
#
# The core is built once per compiler flavour: the sources config.m4 compiles
# (attrsyntax_sources_core) go into core-tests/build/FLAVOUR/libattrsyntax_core.a,
# which every test and harness of that flavour links:
#
#   gcc         gcc -O2
#   gcc-asan    gcc -O1 with ASan and UBSan
#   clang-asan  clang -O1 with ASan and UBSan
#   fuzz        clang -O1 with ASan, UBSan and -fsanitize=fuzzer-no-link (the harnesses
#               link with -fsanitize=fuzzer)
#
# Builds go to core-tests/build/FLAVOUR/, logs to core-tests/build/. As root, installs
# clang and libclang-rt-14-dev (sanitizer and libFuzzer runtimes) when they are
# missing. Exits non-zero when a test fails, a sanitizer reports or the fuzzer finds
# a crash; the fuzzer's reproducer is then in core-tests/build/ (fuzz_NAME-crash-*,
# fuzz_NAME-timeout-*, ...).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(dirname "$here")
build="$here/build"
fuzz=
flavours=(gcc gcc-asan clang-asan fuzz)

while [ $# -gt 0 ]; do
	case $1 in
		--fuzz)
			fuzz=60
			if [ $# -gt 1 ] && [[ $2 =~ ^[0-9]+$ ]]; then
				fuzz=$2
				shift
			fi
			;;
		--gcc-only) flavours=(gcc) ;;
		*) echo "usage: $0 [--gcc-only | --fuzz [SECONDS]]" >&2; exit 2 ;;
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

# the core folders' compilation units: what the extension compiles (a file that another one
# includes is not one)
read -r -a core_sources <<<"$(sed -n 's/^[[:space:]]*attrsyntax_sources_[a-z_]*_core="\(.*\)"[[:space:]]*$/\1/p' "$root/config.m4" | tr '\n' ' ')"
if [ ${#core_sources[@]} = 0 ]; then
	echo "core-tests: no attrsyntax_sources_*_core list in config.m4" >&2
	exit 1
fi

mkdir -p "$build"
# the tree's root (core files include other features' core headers by their path) and
# every core folder (the tests include the headers by their bare names)
core_includes=(-I"$root")
for dir in "$root"/src/*/core; do core_includes+=(-I"$dir"); done
cflags=(-std=c99 -g -Wall -Wextra -Werror "${core_includes[@]}")
sanitize=(-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer)
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1}

# compiler FLAVOUR: the flavour's compiler and flags, in the array cc
compiler() {
	case $1 in
		gcc) cc=(gcc "${cflags[@]}" -O2) ;;
		gcc-asan) cc=(gcc "${cflags[@]}" -O1 "${sanitize[@]}") ;;
		clang-asan) cc=(clang "${cflags[@]}" -O1 "${sanitize[@]}") ;;
		fuzz) cc=(clang -g -O1 -fsanitize=address,undefined -fno-sanitize-recover=all "${core_includes[@]}") ;;
		*) echo "core-tests: no flavour $1" >&2; exit 1 ;;
	esac
}

# build_core FLAVOUR: each of the core folders' sources compiled once (in parallel), into
# build/FLAVOUR/libattrsyntax_core.a
build_core() {
	local flavour=$1 dir="$build/$1" src obj cc objs=() pids=() pid status=0
	compiler "$flavour"
	if [ "$flavour" = fuzz ]; then
		cc+=(-fsanitize=fuzzer-no-link)
	fi
	rm -rf "$dir"
	mkdir -p "$dir/core"
	for src in "${core_sources[@]}"; do
		obj="$dir/core/$(basename "${src%.c}").o"
		objs+=("$obj")
		"${cc[@]}" -c "$root/$src" -o "$obj" &
		pids+=($!)
	done
	for pid in "${pids[@]}"; do
		wait "$pid" || status=1
	done
	if [ $status != 0 ]; then
		echo "core-tests: the core does not compile ($flavour)" >&2
		exit 1
	fi
	ar rcs "$dir/libattrsyntax_core.a" "${objs[@]}"
}

# program FLAVOUR NAME SOURCE: SOURCE (under core-tests/) linked with the flavour's
# core library, as build/FLAVOUR/NAME
program() {
	local flavour=$1 name=$2 source=$3 cc link=()
	compiler "$flavour"
	if [ "$flavour" = fuzz ]; then
		link=(-fsanitize=fuzzer)
	fi
	"${cc[@]}" "${link[@]}" "$here/$source" "$build/$flavour/libattrsyntax_core.a" -o "$build/$flavour/$name"
}

# unit FLAVOUR COMPONENT [ARG...]: COMPONENT/unit.c, built for the flavour and run with the ARGs
# wanted FLAVOUR: whether this run builds that flavour
wanted() { [[ " ${flavours[*]} " == *" $1 "* ]]; }

unit() {
	local flavour=$1 component=$2
	shift 2
	wanted "$flavour" || { echo "$component: not built with $flavour (--gcc-only)"; return 0; }
	program "$flavour" "${component}_unit" "$component/unit.c"
	"$build/$flavour/${component}_unit" "$@"
}

# replay COMPONENT CRASHES [SEEDS...]: COMPONENT/fuzz.c (build/fuzz/fuzz_COMPONENT) on
# COMPONENT/corpus/ and the other SEEDS folders in one run, then, unless CRASHES is
# "-", on COMPONENT/crashes/ too and on each of its files (CRASHES: what the summary
# line calls them, "crashes" or "failures")
replay() {
	local component=$1 what=$2 name="fuzz_$1" crashes="$here/$1/crashes" log seeds n=0 status=0
	shift 2
	wanted fuzz || { echo "$name: not built (--gcc-only)"; return 0; }
	local dirs=("$here/$component/corpus" "$@")
	log="$build/$name-replay.log"
	program fuzz "$name" "$component/fuzz.c"
	if [ "$what" = - ]; then
		crashes=
	fi
	"$build/fuzz/$name" -runs=0 -artifact_prefix="$build/$name-" "${dirs[@]}" ${crashes:+"$crashes"} >"$log" 2>&1 || status=$?
	if [ $status = 0 ] && [ -n "$crashes" ]; then
		"$build/fuzz/$name" -artifact_prefix="$build/$name-" "$crashes"/* >>"$log" 2>&1 || status=$?
	fi
	if [ $status != 0 ]; then
		tail -40 "$log"
		echo "core-tests: $name fails on its seeds${crashes:+ or past $what} (exit $status; log in $log)"
		exit 1
	fi
	for seeds in "${dirs[@]}"; do
		n=$((n + $(ls "$seeds" | wc -l)))
	done
	if [ -n "$crashes" ]; then
		echo "$name: $n seeds and $(ls "$crashes" | wc -l) past $what pass"
	else
		echo "$name: $n seeds pass"
	fi
}

echo "=== src/*/core compiled once per flavour into core-tests/build/{gcc,gcc-asan,clang-asan,fuzz}/libattrsyntax_core.a"
for flavour in "${flavours[@]}"; do
	build_core "$flavour"
done

echo "=== scanner unit tests (gcc)"
unit gcc scanner

echo "=== scanner unit tests (clang, ASan/UBSan)"
unit clang-asan scanner

echo "=== the scanner's fuzz harness on its seed corpus (clang, ASan/UBSan)"
# its past crashes (scanner/crashes/) need a failing allocator: scanner/unit.c's test_regressions() has them
replay scanner -

echo "=== parser unit tests (gcc)"
unit gcc parser | grep -v '^known bug'

echo "=== parser unit tests (gcc, ASan/UBSan)"
# gcc too: the two compilers order the sides of an assignment differently, and a
# pointer taken before a call that moves the parser's arrays shows under one of them
unit gcc-asan parser | grep -v '^known bug'

echo "=== parser unit tests (clang, ASan/UBSan)"
unit clang-asan parser | grep -v '^known bug'

echo "=== the parser's fuzz harness on its seed corpus and past crashes (clang, ASan/UBSan)"
replay parser crashes

echo "=== skim unit tests (gcc, then clang with ASan/UBSan), against the parser on every phpt's and snippet's source"
skim_sources=("$root"/tests/*/*.phpt "$here"/snippets/*.php)
unit gcc skim "${skim_sources[@]}"
unit clang-asan skim "${skim_sources[@]}"

echo "=== the skim's differential fuzz harness on its seed corpus and past failures (clang, ASan/UBSan)"
# the scanner's seeds are in the skim's input layout too
replay skim failures "$here/scanner/corpus"

echo "=== lowering unit tests (gcc, then clang with ASan/UBSan)"
# the cases, and the gate's verdict on every phpt's and scenario's source
lower_inputs=("$root"/tests/*/*.phpt "$root"/tests/scenarios/*/*.php "$root"/tests/scenarios/*/inc/*.php "$here"/snippets/*.php)
unit gcc lower "${lower_inputs[@]}"
unit clang-asan lower "${lower_inputs[@]}"

echo "=== index file loader unit tests (gcc, then clang with ASan/UBSan)"
# every phpt's and snippet's source, written as an index file, must be accepted
index_sources=("$root"/tests/*/*.phpt "$here"/snippets/*.php)
unit gcc index_file "${index_sources[@]}"
unit clang-asan index_file "${index_sources[@]}"

echo "=== the index file loader's fuzz harness on its seed corpus and past crashes (clang, ASan/UBSan)"
replay index_file crashes

echo "=== version gates unit tests (gcc, then clang with ASan/UBSan), and their fuzz harness on its seeds"
unit gcc gates
unit clang-asan gates
replay gates -

# run_fuzzer COMPONENT SECONDS MAX_LEN [SEEDS...]: libFuzzer (build/fuzz/fuzz_COMPONENT)
# on a copy of COMPONENT/corpus/ and the other SEEDS folders
run_fuzzer() {
	local component=$1 seconds=$2 max_len=$3 name="fuzz_$1" corpus log seeds f status=0
	shift 3
	corpus=$(mktemp -d)
	for seeds in "$here/$component/corpus" "$@"; do
		# named after their component, so that two folders' seeds never take each other's place
		for f in "$seeds"/*; do
			cp "$f" "$corpus/$(basename "$(dirname "$seeds")")-$(basename "$f")"
		done
	done
	log="$build/$name.log"
	rm -f "$build/$name"-crash-* "$build/$name"-timeout-* "$build/$name"-oom-* "$build/$name"-leak-*
	"$build/fuzz/$name" -max_total_time="$seconds" -max_len="$max_len" -timeout=10 -print_final_stats=1 \
		-artifact_prefix="$build/$name-" "$corpus" >"$log" 2>&1 || status=$?
	if [ $status != 0 ]; then
		# the report, from the first line of the sanitizer's or the harness's
		first=$(grep -n -m1 -E "ERROR|runtime error|^$name:|ALARM" "$log" | cut -d: -f1 || true)
		if [ -n "$first" ]; then
			sed -n "$first,$((first + 59))p" "$log"
		else
			tail -40 "$log"
		fi
		# the last lines are what a run on another machine leaves to read: the
		# harness's own line and the input (base64 -d it into a file and run
		# build/fuzz/fuzz_NAME on that file)
		grep -m1 "^$name:" "$log" || true
		for f in "$build/$name"-crash-* "$build/$name"-timeout-* "$build/$name"-oom-* "$build/$name"-leak-*; do
			[ -f "$f" ] && echo "input $(basename "$f") ($(wc -c <"$f") bytes), base64: $(base64 -w0 "$f")"
		done
		echo "core-tests: $name failed (exit $status); log in $log"
		rm -rf "$corpus"
		exit 1
	fi
	runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
	echo "$name: $runs runs in $seconds s, no failure; $(ls "$corpus" | wc -l) inputs in the corpus at the end"
	rm -rf "$corpus"
}

if [ -n "$fuzz" ]; then
	echo "=== libFuzzer, $fuzz s each for the scanner, the parser, the skim, the index file loader and the version gates"
	run_fuzzer scanner "$fuzz" 4096
	run_fuzzer parser "$fuzz" 4096
	run_fuzzer skim "$fuzz" 1024 "$here/scanner/corpus"
	# index files of small sources are a few kilobytes
	run_fuzzer index_file "$fuzz" 16384
	run_fuzzer gates "$fuzz" 1024
fi
