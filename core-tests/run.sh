#!/usr/bin/env bash
# The C tests of the scanner and the attribute parser, from any directory:
#
#   core-tests/run.sh                  unit tests (unit.c, parser_unit.c, skim_unit.c, index_file_unit.c,
#                                      lower_unit.c): gcc -Werror,
#                                      then clang with ASan and UBSan; the fuzz harnesses' seeds and past crashes
#   core-tests/run.sh --fuzz [SECONDS] and each libFuzzer harness (scanner, parser, skim, index file loader)
#                                      for SECONDS (default 60) on a copy of its corpus
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
cflags=(-std=c99 -g -Wall -Wextra -Werror -I"$root/src/core")
sanitize=(-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer)
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1}

echo "=== unit tests (gcc)"
gcc "${cflags[@]}" -O2 "$here/unit.c" "$root/src/core/attrsyntax_scanner.c" -o "$build/unit-gcc"
"$build/unit-gcc"

echo "=== unit tests (clang, ASan/UBSan)"
clang "${cflags[@]}" -O1 "${sanitize[@]}" "$here/unit.c" "$root/src/core/attrsyntax_scanner.c" -o "$build/unit-asan"
"$build/unit-asan"

echo "=== parser unit tests (gcc)"
gcc "${cflags[@]}" -O2 "$here/parser_unit.c" "$root/src/core/attrsyntax_parser.c" "$root/src/core/attrsyntax_scanner.c" -o "$build/parser_unit-gcc"
"$build/parser_unit-gcc" | grep -v '^known bug'

echo "=== parser unit tests (gcc, ASan/UBSan)"
# gcc too: the two compilers order the sides of an assignment differently, and a
# pointer taken before a call that moves the parser's arrays shows under one of them
gcc "${cflags[@]}" -O1 "${sanitize[@]}" "$here/parser_unit.c" "$root/src/core/attrsyntax_parser.c" "$root/src/core/attrsyntax_scanner.c" -o "$build/parser_unit-gcc-asan"
"$build/parser_unit-gcc-asan" | grep -v '^known bug'

echo "=== parser unit tests (clang, ASan/UBSan)"
clang "${cflags[@]}" -O1 "${sanitize[@]}" "$here/parser_unit.c" "$root/src/core/attrsyntax_parser.c" "$root/src/core/attrsyntax_scanner.c" -o "$build/parser_unit-asan"
"$build/parser_unit-asan" | grep -v '^known bug'

echo "=== the parser's fuzz harness on its seed corpus and past crashes (clang, ASan/UBSan)"
clang -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all -I"$root/src/core" \
	"$here/fuzz_parser.c" "$root/src/core/attrsyntax_parser.c" "$root/src/core/attrsyntax_scanner.c" -o "$build/fuzz_parser"
"$build/fuzz_parser" -runs=0 "$here/corpus-parser" "$here/crashes-parser" >"$build/fuzz-parser-replay.log" 2>&1 \
	|| { tail -40 "$build/fuzz-parser-replay.log"; echo "core-tests: a parser reproducer fails"; exit 1; }
"$build/fuzz_parser" "$here/crashes-parser/"* >>"$build/fuzz-parser-replay.log" 2>&1 \
	|| { tail -40 "$build/fuzz-parser-replay.log"; echo "core-tests: a parser reproducer fails"; exit 1; }
echo "fuzz_parser: $(ls "$here/corpus-parser" | wc -l) seeds and $(ls "$here/crashes-parser" | wc -l) past crashes pass"

echo "=== skim unit tests (gcc, then clang with ASan/UBSan), against the parser on every phpt's and snippet's source"
skim_sources=("$root"/tests/*/*.phpt "$here"/snippets/*.php)
gcc "${cflags[@]}" -O2 "$here/skim_unit.c" "$root/src/core/attrsyntax_skim.c" "$root/src/core/attrsyntax_parser.c" "$root/src/core/attrsyntax_scanner.c" \
	-o "$build/skim_unit-gcc"
"$build/skim_unit-gcc" "${skim_sources[@]}"
clang "${cflags[@]}" -O1 "${sanitize[@]}" "$here/skim_unit.c" "$root/src/core/attrsyntax_skim.c" "$root/src/core/attrsyntax_parser.c" \
	"$root/src/core/attrsyntax_scanner.c" -o "$build/skim_unit-asan"
"$build/skim_unit-asan" "${skim_sources[@]}"

echo "=== the skim's differential fuzz harness on its seed corpus and past failures (clang, ASan/UBSan)"
clang -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all -I"$root/src/core" \
	"$here/fuzz_skim.c" "$root/src/core/attrsyntax_skim.c" "$root/src/core/attrsyntax_parser.c" "$root/src/core/attrsyntax_scanner.c" -o "$build/fuzz_skim"
"$build/fuzz_skim" -runs=0 "$here/corpus-skim" >"$build/fuzz-skim-replay.log" 2>&1 \
	&& "$build/fuzz_skim" "$here/crashes-skim/"* >>"$build/fuzz-skim-replay.log" 2>&1 \
	|| { tail -40 "$build/fuzz-skim-replay.log"; echo "core-tests: a skim reproducer fails"; exit 1; }
echo "fuzz_skim: $(ls "$here/corpus-skim" | wc -l) seeds and $(ls "$here/crashes-skim" | wc -l) past failures pass"

echo "=== lowering unit tests (gcc, then clang with ASan/UBSan)"
# the cases, and the gate's verdict on every phpt's and scenario's source
lower_sources=("$root/src/core/attrsyntax_lower.c" "$root/src/core/attrsyntax_lower_decl.c" "$root/src/core/attrsyntax_lower_promote.c"
	"$root/src/core/attrsyntax_lower_types.c" "$root/src/core/attrsyntax_lower_expr.c" "$root/src/core/attrsyntax_parser.c" "$root/src/core/attrsyntax_scanner.c")
lower_inputs=("$root"/tests/*/*.phpt "$root"/tests/scenarios/*/*.php "$root"/tests/scenarios/*/inc/*.php "$here"/snippets/*.php)
gcc "${cflags[@]}" -O2 "$here/lower_unit.c" "${lower_sources[@]}" -o "$build/lower_unit-gcc"
"$build/lower_unit-gcc" "${lower_inputs[@]}"
clang "${cflags[@]}" -O1 "${sanitize[@]}" "$here/lower_unit.c" "${lower_sources[@]}" -o "$build/lower_unit-asan"
"$build/lower_unit-asan" "${lower_inputs[@]}"

echo "=== index file loader unit tests (gcc, then clang with ASan/UBSan)"
# every phpt's and snippet's source, written as an index file, must be accepted
index_sources=("$root"/tests/*/*.phpt "$here"/snippets/*.php)
gcc "${cflags[@]}" -O2 "$here/index_file_unit.c" "$root/src/core/attrsyntax_index_file.c" "$root/src/core/attrsyntax_parser.c" \
	"$root/src/core/attrsyntax_scanner.c" -o "$build/index_file_unit-gcc"
"$build/index_file_unit-gcc" "${index_sources[@]}"
clang "${cflags[@]}" -O1 "${sanitize[@]}" "$here/index_file_unit.c" "$root/src/core/attrsyntax_index_file.c" "$root/src/core/attrsyntax_parser.c" \
	"$root/src/core/attrsyntax_scanner.c" -o "$build/index_file_unit-asan"
"$build/index_file_unit-asan" "${index_sources[@]}"

echo "=== the index file loader's fuzz harness on its seed corpus and past crashes (clang, ASan/UBSan)"
clang -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all -I"$root/src/core" \
	"$here/fuzz_index_file.c" "$root/src/core/attrsyntax_index_file.c" -o "$build/fuzz_index_file"
"$build/fuzz_index_file" -runs=0 "$here/corpus-index-file" >"$build/fuzz-index-file-replay.log" 2>&1 \
	&& "$build/fuzz_index_file" "$here/crashes-index-file/"* >>"$build/fuzz-index-file-replay.log" 2>&1 \
	|| { tail -40 "$build/fuzz-index-file-replay.log"; echo "core-tests: an index file reproducer fails"; exit 1; }
echo "fuzz_index_file: $(ls "$here/corpus-index-file" | wc -l) seeds and $(ls "$here/crashes-index-file" | wc -l) past crashes pass"

echo "=== version gates unit tests (gcc, then clang with ASan/UBSan), and their fuzz harness on its seeds"
gates_sources=("$root/src/core/attrsyntax_gates.c" "$root/src/core/attrsyntax_scanner.c")
gcc "${cflags[@]}" -O2 "$here/gates_unit.c" "${gates_sources[@]}" -o "$build/gates_unit-gcc"
"$build/gates_unit-gcc"
clang "${cflags[@]}" -O1 "${sanitize[@]}" "$here/gates_unit.c" "${gates_sources[@]}" -o "$build/gates_unit-asan"
"$build/gates_unit-asan"
clang -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all -I"$root/src/core" \
	"$here/fuzz_gates.c" "${gates_sources[@]}" -o "$build/fuzz_gates"
"$build/fuzz_gates" -runs=0 "$here/corpus-gates" >"$build/fuzz-gates-replay.log" 2>&1 \
	|| { tail -40 "$build/fuzz-gates-replay.log"; echo "core-tests: a gates seed fails"; exit 1; }
echo "fuzz_gates: $(ls "$here/corpus-gates" | wc -l) seeds pass"

# run_fuzzer NAME CORPUS SECONDS [MAX_LEN]: libFuzzer on a copy of CORPUS
run_fuzzer() {
	local name=$1 seeds=$2 seconds=$3 max_len=${4:-4096} corpus log status=0
	corpus=$(mktemp -d)
	cp "$seeds/"* "$corpus/"
	log="$build/$name.log"
	"$build/$name" -max_total_time="$seconds" -max_len="$max_len" -timeout=10 -print_final_stats=1 \
		-artifact_prefix="$build/$name-" "$corpus" >"$log" 2>&1 || status=$?
	if [ $status != 0 ]; then
		# the report, from the first line of the sanitizer's or the harness's
		first=$(grep -n -m1 -E "ERROR|runtime error|^$name:|ALARM" "$log" | cut -d: -f1 || true)
		if [ -n "$first" ]; then
			sed -n "$first,$((first + 59))p" "$log"
		else
			tail -40 "$log"
		fi
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
	clang -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all -I"$root/src/core" \
		"$here/fuzz_scanner.c" "$root/src/core/attrsyntax_scanner.c" -o "$build/fuzz_scanner"
	run_fuzzer fuzz_scanner "$here/corpus" "$fuzz"
	run_fuzzer fuzz_parser "$here/corpus-parser" "$fuzz"
	run_fuzzer fuzz_skim "$here/corpus-skim" "$fuzz" 1024
	# index files of small sources are a few kilobytes
	run_fuzzer fuzz_index_file "$here/corpus-index-file" "$fuzz" 16384
	run_fuzzer fuzz_gates "$here/corpus-gates" "$fuzz" 1024
fi
