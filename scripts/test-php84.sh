#!/usr/bin/env bash
# The suite on Debian 13's PHP 8.4, inside the environment of scripts/trixie.sh:
#
#   scripts/trixie.sh run bash /attrsyntax/scripts/test-php84.sh [SAMPLE]
#
# (scripts/test.sh does this.) Copies the repository to a scratch directory, builds the
# extension there for PHP 8.4 with -Wall -Wextra -Werror, and runs the phpt suite, the
# compile and reflection scenarios (oracle: native PHP 8.4 itself, without the
# extension) and the differential against token_get_all() over both PHP source trees
# (SAMPLE files per tree, 0 = every file). One "ok:"/"FAILED:" line per check, then
# "php84: N passed, N failed".
set -uo pipefail
SAMPLE=${1:-0}
src=/attrsyntax
work=$(mktemp -d /tmp/attrsyntax-php84.XXXXXX)
trap 'rm -rf "$work"' EXIT
passed=0
failed=0
ok() { passed=$((passed + 1)); echo "ok: $*"; }
fail() { failed=$((failed + 1)); echo "FAILED: $*"; }

cp -a "$src/." "$work/repo"
rm -rf "$work/repo/.git"
cd "$work/repo" || exit 1
php=/usr/bin/php
echo "PHP $("$php" -r 'echo PHP_VERSION;') on Debian $(cat /etc/debian_version)"

if so=$(ATTRSYNTAX_CACHE="$work/cache" bash scripts/build-ext.sh system); then
	ok "build on php84 (-Wall -Wextra -Werror)"
else
	fail "build on php84"
	echo "php84: $passed passed, $failed failed"
	exit 1
fi

log=$work/phpt.log
runtests=$(ls /usr/lib/php/*/build/run-tests.php | tail -1)
TEST_PHP_EXECUTABLE=$php NO_INTERACTION=1 REPORT_EXIT_STATUS=1 \
	"$php" "$runtests" -q --show-diff -d extension="$so" tests/ >"$log" 2>&1
rc=$?
grep -E '^(FAIL|LEAK|BORK)|^Tests (skipped|failed|leaked|passed)|^Number of tests' "$log"
p=$(awk -F: '/^Tests passed/ { split($2, a, " "); print a[1] }' "$log")
f=$(awk -F: '/^Tests (failed|leaked|borked)/ { split($2, a, " "); s += a[1] } END { print s + 0 }' "$log")
passed=$((passed + ${p:-0}))
failed=$((failed + ${f:-0}))
if [ "$rc" != 0 ] || [ -z "$p" ]; then
	[ "${f:-0}" -gt 0 ] || failed=$((failed + 1))
	echo "FAILED: phpt on php84"
	sed -n '/^=====.*FAILED TEST SUMMARY/,$p' "$log" | head -60
	grep -q 'Number of tests' "$log" || tail -40 "$log"
	for d in $(find tests -name '*.diff' | head -10); do echo "--- $d"; head -30 "$d"; done
fi

for suite in compile reflection; do
	if bash tests/scenarios/run.sh --php74 "$php" --php82 "$php" --so "$so" --suite "$suite" --opcache all >"$log" 2>&1; then
		grep -E '^(known|[a-z]+ scenarios)' "$log"
		ok "$suite scenarios on php84 against native 8.4 (opcache: off, shm, file)"
	else
		grep -vE '^(ok|known) ' "$log" | head -150
		fail "$suite scenarios on php84 against native 8.4"
	fi
done

trees=(/var/cache/attrsyntax/src/php7.4-7.4.33 /var/cache/attrsyntax/src/php8.2-8.2.32)
if "$php" -d extension="$so" -d memory_limit=-1 tests/differential/token_get_all.php \
		--parse --sample="$SAMPLE" "${trees[@]}"; then
	ok "token_get_all differential on php84"
else
	fail "token_get_all differential on php84"
fi
if "$php" -d extension="$so" tests/differential/random.php 20000 1 \
	&& "$php" -d extension="$so" tests/differential/random.php 20000 2 14; then
	ok "random inputs on php84"
else
	fail "random inputs on php84"
fi

echo "php84: $passed passed, $failed failed"
[ "$failed" = 0 ]
