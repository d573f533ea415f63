#!/usr/bin/env bash
# The scanner's C unit tests, with gcc and again with clang's ASan and UBSan;
# with --fuzz SECONDS, also the libFuzzer harness for that long.
#
#   core-tests/run.sh [--fuzz SECONDS]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build="$here/build"
mkdir -p "$build"
fuzz=0
if [ "${1:-}" = --fuzz ]; then
	fuzz=${2:-60}
fi
if ! command -v clang >/dev/null || [ ! -d /usr/lib/llvm-14/lib/clang ]; then
	if [ "$(id -u)" = 0 ]; then
		DEBIAN_FRONTEND=noninteractive apt-get install -y -q clang libclang-rt-14-dev >/dev/null
	fi
fi
gcc -std=c99 -O2 -g -Wall -Wextra -Werror "$here/unit.c" "$here/../scanner.c" -o "$build/unit-gcc"
"$build/unit-gcc"
clang -std=c99 -O1 -g -Wall -Wextra -Werror -fsanitize=address,undefined -fno-sanitize-recover=all \
	-fno-omit-frame-pointer "$here/unit.c" "$here/../scanner.c" -o "$build/unit-asan"
ASAN_OPTIONS=detect_leaks=1 "$build/unit-asan"
if [ "$fuzz" != 0 ]; then
	clang -O1 -g -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all -I"$here/.." \
		"$here/fuzz_scanner.c" "$here/../scanner.c" -o "$build/fuzz-scanner"
	corpus=$(mktemp -d)
	cp "$here/corpus/"* "$corpus/"
	"$build/fuzz-scanner" -max_total_time="$fuzz" -max_len=4096 -timeout=10 "$corpus" 2>&1 | tail -5
	rm -rf "$corpus"
fi
