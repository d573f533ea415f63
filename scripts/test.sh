#!/usr/bin/env bash
# The whole test suite, as CI runs it (README: "Quick start"):
#
#   scripts/test.sh            the whole suite
#   scripts/test.sh --quick    the extension built for php74-debug and the system PHP, the phpt
#                              suite on both, the C unit tests built with gcc alone
#                              (core-tests/run.sh --gcc-only), the scanner's freshness and the
#                              layout and documents checks: the edit-build-test loop
#
# Installs what it needs, builds the PHP runtimes (cached outside the repo) and the
# extension for each, and runs: the phpt suite on PHP 7.4 debug (also under
# valgrind), 7.4 debug ZTS, 8.2 debug and the system PHP 8.2, each with run-tests -j (tests/packaging/
# checks composer.json, stubs/attrsyntax.php and attrsyntax.ini there); the differential
# check against token_get_all() on a sample of both PHP source trees; the real clients
# (tests/clients/run.sh: Debian 12's Symfony 5.4 and Doctrine ORM 2.14, fetched by
# scripts/fetch-clients.sh, on 7.4 + attrsyntax against native 8.2); an application of
# those under php-fpm, 7.4 release + attrsyntax against native php-fpm 8.2
# (tests/production/run.sh: bursts, in-place edits, release switches); the C unit
# tests with sanitizers; the package checks; the same suite on Debian 13's PHP 8.4
# in a debootstrap environment (scripts/trixie.sh, scripts/test-php84.sh); the
# scanner at every lexer level from 7.4 to 8.5 against each version's own
# token_get_all() in WebAssembly (core-tests/wasm_differential.sh, a sample of files:
# run it without --sample for every file). With ATTRSYNTAX_CORPUS=1, also the corpus check
# over Debian 13's PHP libraries (scripts/corpus-lowering.sh; it downloads about 40 MB once).
# Every step prints its wall time; the run ends with the steps' times, slowest first,
# and the total, then "N passed, N failed".
set -uo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
quick=0
case ${1:-} in
	'') ;;
	--quick) quick=1 ;;
	*) echo "usage: $0 [--quick]" >&2; exit 2 ;;
esac
variants=(php74-debug php74-debug-zts php82-debug system)
[ "$quick" = 1 ] && variants=(php74-debug system)
CACHE=${ATTRSYNTAX_CACHE:-/var/cache/attrsyntax}
SAMPLE=${ATTRSYNTAX_DIFF_SAMPLE:-3000}
passed=0
failed=0
failures=()

# Every step's wall time, for the table at the end (the budget: see "the steps' times" below).
step_names=()
step_seconds=()
step_name=
step_started=0
step_end() {
	[ -n "$step_name" ] || return 0
	local took=$(($(date +%s) - step_started))
	step_names+=("$step_name")
	step_seconds+=("$took")
	echo "--- $took s"
	step_name=
}
step() { step_end; step_name=$*; step_started=$(date +%s); echo; echo "=== $*"; }
run_started=$(date +%s)
ok() { passed=$((passed + 1)); echo "ok: $*"; }
fail() { failed=$((failed + 1)); failures+=("$*"); echo "FAILED: $*"; }
check() { # description command...
	local what=$1; shift
	if "$@"; then ok "$what"; else fail "$what"; fi
}

step "dependencies and runtimes"
bash scripts/install-deps.sh || { echo "could not install dependencies"; exit 1; }
runtimes=(php74-debug php74-debug-zts php82-debug)
[ "$quick" = 1 ] && runtimes=(php74-debug)
bash scripts/build-php.sh "${runtimes[@]}" || { echo "could not build the PHP runtimes"; exit 1; }

step "src/scanner/core/attrsyntax_scanner.c is generated from src/scanner/core/attrsyntax_scanner.re"
scanner_fresh() {
	local tmp; tmp=$(mktemp)
	re2c -W -c -i --no-generation-date --no-version -o "$tmp" src/scanner/core/attrsyntax_scanner.re && cmp -s "$tmp" src/scanner/core/attrsyntax_scanner.c
	local rc=$?; rm -f "$tmp"; return $rc
}
check "src/scanner/core/attrsyntax_scanner.c is up to date with src/scanner/core/attrsyntax_scanner.re (make scanner)" scanner_fresh

step "the tree is the module graph: src/*/core/ is plain C, no include loop"
check "layout (scripts/check-layout.sh)" bash scripts/check-layout.sh
check "documents: no history as narrative, README.md and bench/README.md within their lengths (scripts/check-docs.sh)" \
	bash scripts/check-docs.sh

# run_phpt VARIANT SO [run-tests options...]
run_phpt() {
	local variant=$1 so=$2; shift 2
	local php runtests log
	if [ "$variant" = system ]; then
		php=/usr/bin/php
		runtests=$(ls /usr/lib/php/*/build/run-tests.php | tail -1)
	else
		php=$(bash scripts/build-php.sh --prefix "$variant")/bin/php
		runtests=$(dirname "$php")/../lib/php/build/run-tests.php
	fi
	log=$(mktemp)
	TEST_PHP_EXECUTABLE=$php NO_INTERACTION=1 REPORT_EXIT_STATUS=1 \
		"$php" "$runtests" -q --show-diff -j"$(nproc)" -d extension="$so" "$@" tests/ >"$log" 2>&1
	local rc=$?
	grep -E '^(FAIL|LEAK|BORK|SKIP)|^Tests (skipped|failed|leaked|passed)|^Number of tests' "$log"
	local p f
	p=$(awk -F: '/^Tests passed/ { split($2, a, " "); print a[1] }' "$log")
	f=$(awk -F: '/^Tests (failed|leaked|borked)/ { split($2, a, " "); s += a[1] } END { print s + 0 }' "$log")
	passed=$((passed + ${p:-0}))
	failed=$((failed + ${f:-0}))
	if [ "$rc" != 0 ] || [ -z "$p" ]; then
		[ "${f:-0}" -gt 0 ] || failed=$((failed + 1))
		failures+=("phpt on $variant $*")
		sed -n '/^=====.*FAILED TEST SUMMARY/,$p' "$log" | head -60
		grep -q 'Number of tests' "$log" || tail -40 "$log"
	fi
	rm -f "$log"
}

declare -A SO
for variant in "${variants[@]}"; do
	step "build the extension for $variant"
	if so=$(bash scripts/build-ext.sh "$variant"); then
		SO[$variant]=$so
		ok "build on $variant (-Wall -Wextra -Werror)"
	else
		fail "build on $variant"
	fi
done

for variant in "${variants[@]}"; do
	[ -n "${SO[$variant]:-}" ] || continue
	step "phpt suite on $variant"
	run_phpt "$variant" "${SO[$variant]}"
done

# finish: the steps' times and the counts; exits with the run's status
finish() {
	step_end
	local total=$(($(date +%s) - run_started)) i
	echo
	echo "the steps' times, slowest first (budget of the whole run: 20 min with the runtimes cached, 45 min on a fresh machine):"
	for i in "${!step_names[@]}"; do
		printf '%6d s  %s\n' "${step_seconds[$i]}" "${step_names[$i]}"
	done | sort -rn
	printf '%6d s  total (%d min %d s)\n' "$total" $((total / 60)) $((total % 60))
	[ "$quick" = 1 ] || compare_times "$total"
	echo
	if [ ${#failures[@]} -gt 0 ]; then
		echo "failures:"
		printf '  %s\n' "${failures[@]}"
	fi
	echo "attrsyntax: $passed passed, $failed failed"
	[ "$failed" = 0 ]
	exit
}

if [ "$quick" = 1 ]; then
	# after the phpt suites, not beside them: some phpt compare timings
	step "C unit tests of src/*/core (gcc -O2; the whole suite adds the sanitizers and the harnesses)"
	check "core unit tests (core-tests/run.sh --gcc-only)" bash core-tests/run.sh --gcc-only
	finish
fi

if [ -n "${SO[php74-debug]:-}" ]; then
	step "phpt suite on php74-debug under valgrind"
	run_phpt php74-debug "${SO[php74-debug]}" -m
fi

# run_scenarios NAME PHP SO [run.sh options...]: a scenario suite against native 8.2
run_scenarios() {
	local what=$1 php=$2 so=$3; shift 3
	local log; log=$(mktemp)
	if bash tests/scenarios/run.sh --php74 "$php" --so "$so" "$@" >"$log" 2>&1; then
		grep -E '^(known|[a-z]+ scenarios)' "$log"
		ok "$what"
	else
		grep -vE '^(ok|known) ' "$log" | head -150
		fail "$what"
	fi
	rm -f "$log"
}

# scenario_suite WHAT SUITE VARIANT...: tests/scenarios/run.sh --suite SUITE on each VARIANT
# built, in every opcache mode on php74-debug, with opcache off on the others
scenario_suite() {
	local what=$1 suite=$2 variant php modes
	shift 2
	for variant in "$@"; do
		[ -n "${SO[$variant]:-}" ] || continue
		if [ "$variant" = system ]; then php=/usr/bin/php; else php=$(bash scripts/build-php.sh --prefix "$variant")/bin/php; fi
		modes=off
		[ "$variant" = php74-debug ] && modes=all # opcache off, shared memory, file cache
		run_scenarios "$what on $variant (opcache: $modes)" "$php" "${SO[$variant]}" --suite "$suite" --opcache "$modes"
	done
}

step "compile hook scenarios: the same scripts on native PHP 8.2 and on PHP 7.4 + attrsyntax"
scenario_suite "compile scenarios" compile php74-debug php74-debug-zts system

step "reflection scenarios: the same scripts on native PHP 8.2 and on PHP 7.4 + attrsyntax's reflection shim"
scenario_suite "reflection scenarios" reflection php74-debug php74-debug-zts php82-debug

step "lowering scenarios: PHP 8 syntax on native PHP 8.2 and on PHP 7.4 + attrsyntax's lowering"
scenario_suite "lowering scenarios" lower php74-debug php74-debug-zts

step "real clients: Debian 12's Symfony 5.4 and Doctrine ORM 2.14 read their attributes on PHP 7.4 + attrsyntax as on native PHP 8.2"
if clients=$(bash scripts/fetch-clients.sh); then
	for variant in php74-debug php74-debug-zts; do
		[ -n "${SO[$variant]:-}" ] || continue
		php=$(bash scripts/build-php.sh --prefix "$variant")/bin/php
		log=$(mktemp)
		# opcache off, shared memory, file cache: the clients take seconds
		if bash tests/clients/run.sh --php74 "$php" --so "${SO[$variant]}" --clients "$clients" --opcache all >"$log" 2>&1; then
			grep -E '^client scenarios' "$log"
			ok "client scenarios on $variant (opcache: all)"
		else
			grep -vE '^ok ' "$log" | head -150
			fail "client scenarios on $variant (opcache: all)"
		fi
		rm -f "$log"
	done
	if [ -n "${SO[php74-debug]:-}" ]; then
		php=$(bash scripts/build-php.sh --prefix php74-debug)/bin/php
		check "Doctrine's AttributeDriver named by a list of the user's in attrsyntax.gates instead of the default" \
			bash tests/clients/run.sh --php74 "$php" --so "${SO[php74-debug]}" --clients "$clients" --filter doctrine_orm.php \
				--ini 'attrsyntax.gates=auto Doctrine\ORM\Mapping\Driver'
		check "without attrsyntax the libraries take their PHP 7 path: every client scenario differs from 8.2 (--plain)" \
			bash tests/clients/run.sh --php74 "$php" --so "${SO[php74-debug]}" --clients "$clients" --plain
		closed_gates() {
			local plain with
			plain=$(cd tests/clients && ATTRSYNTAX_CLIENTS=$clients "$php" -n php7/closed_gates.php 2>&1) || return 1
			with=$(cd tests/clients && ATTRSYNTAX_CLIENTS=$clients "$php" -n -d extension="${SO[php74-debug]}" php7/closed_gates.php 2>&1) || return 1
			[ "$plain" = "$with" ] || { diff <(echo "$plain") <(echo "$with"); return 1; }
		}
		check "gates of other PHP 8 features stay closed: tests/clients/php7/closed_gates.php as on plain PHP 7.4" closed_gates
	fi
else
	fail "fetching the real clients (scripts/fetch-clients.sh)"
fi

step "the compile and reflection scenarios required as files: PHP 7.4's sparse parse (debug builds check it against the whole parse)"
if [ -n "${SO[php74-debug]:-}" ]; then
	php=$(bash scripts/build-php.sh --prefix php74-debug)/bin/php
	for suite in compile reflection; do
		run_scenarios "$suite scenarios required on php74-debug (opcache: all)" "$php" "${SO[php74-debug]}" --suite "$suite" \
			--opcache all --require
	done
fi

step "php-fpm: the scenarios through a pool of two workers, opcache off and on, against the CLI's output"
if [ -n "${SO[php74-debug]:-}" ]; then
	for suite in reflection compile; do
		log=$(mktemp)
		if bash tests/fpm/run.sh --prefix "$(bash scripts/build-php.sh --prefix php74-debug)" --so "${SO[php74-debug]}" \
				--suite "$suite" --opcache all >"$log" 2>&1; then
			grep -E '^(known|php-fpm scenarios)' "$log"
			ok "php-fpm $suite scenarios on php74-debug (opcache: off, on)"
		else
			grep -vE '^(ok|known) ' "$log" | head -150
			fail "php-fpm $suite scenarios on php74-debug (opcache: off, on)"
		fi
		rm -f "$log"
	done
fi

step "production: a Symfony 5.4 + Doctrine ORM 2.14 application under php-fpm pools of 8 workers with opcache, PHP 7.4 release + attrsyntax against native php-fpm 8.2"
check "production test (tests/production/run.sh: bursts, in-place edits, the revalidate window, a release switch, the file cache)" \
	bash tests/production/run.sh

step "the attribute parser against native PHP 8.2 (php -l) over the PHP 8.2 tree's files with #["
check "parser differential: no false positive, no attribute error missed or worded differently" \
	bash core-tests/parser_differential.sh --quiet --src "$CACHE/src/php8.2-8.2.32"

step "attrsyntax_convert() round trips over the PHP 8.2 source tree"
for variant in php74-debug system; do
	[ -n "${SO[$variant]:-}" ] || continue
	if [ "$variant" = system ]; then php=/usr/bin/php; else php=$(bash scripts/build-php.sh --prefix "$variant")/bin/php; fi
	check "convert round trips on $variant" "$php" -d extension="${SO[$variant]}" -d memory_limit=-1 \
		tests/differential/convert_roundtrip.php "$CACHE/src/php8.2-8.2.32"
done

step "differential check against token_get_all() (sample of $SAMPLE files per tree, with TOKEN_PARSE)"
trees=("$CACHE/src/php7.4-7.4.33" "$CACHE/src/php8.2-8.2.32")
for variant in php74-debug system; do
	[ -n "${SO[$variant]:-}" ] || continue
	if [ "$variant" = system ]; then php=/usr/bin/php; else php=$(bash scripts/build-php.sh --prefix "$variant")/bin/php; fi
	check "token_get_all differential on $variant" \
		"$php" -d extension="${SO[$variant]}" -d memory_limit=-1 tests/differential/token_get_all.php \
			--parse --sample="$SAMPLE" "${trees[@]}"
done

step "randomized differential check against token_get_all()"
for variant in php74-debug system; do
	[ -n "${SO[$variant]:-}" ] || continue
	if [ "$variant" = system ]; then php=/usr/bin/php; else php=$(bash scripts/build-php.sh --prefix "$variant")/bin/php; fi
	check "random inputs on $variant" "$php" -d extension="${SO[$variant]}" tests/differential/random.php 20000 1
	check "random inputs with @@ and << on $variant" "$php" -d extension="${SO[$variant]}" tests/differential/random.php 20000 2 14
done

if [ -n "${SO[php74-debug]:-}" ]; then
	step "PHP 8.0 token set on PHP 7.4 (ATTRSYNTAX_PHP80_TOKENS) against PHP 8.2's token_get_all()"
	dump=$(mktemp)
	php74=$(bash scripts/build-php.sh --prefix php74-debug)/bin/php
	check "PHP 8.0 tokens on 7.4 against native 8.2" bash -c '
		/usr/bin/php -d short_open_tag=1 tests/differential/php80_tokens.php dump "$1" --sample="$2" "${@:4}" &&
		"$3" -d short_open_tag=1 -d extension="$0" -d memory_limit=-1 tests/differential/php80_tokens.php compare "$1"' \
		"${SO[php74-debug]}" "$dump" "$SAMPLE" "$php74" "${trees[@]}"
	rm -f "$dump"
fi

step "nikic/php-parser 4 and 5 and PHP_CodeSniffer give the same results with attrsyntax loaded"
for variant in php74-debug system; do
	[ -n "${SO[$variant]:-}" ] || continue
	if [ "$variant" = system ]; then php=/usr/bin/php; else php=$(bash scripts/build-php.sh --prefix "$variant")/bin/php; fi
	check "tools unchanged on $variant" bash tests/tools/run.sh "$php" "${SO[$variant]}" 300
done

step "PHP 8.4 of Debian 13 (an environment made with debootstrap): the build, the phpt suite, the scenarios against native 8.4, the token_get_all() differential"
if bash scripts/trixie.sh setup; then
	log=$(mktemp)
	bash scripts/trixie.sh run bash /attrsyntax/scripts/test-php84.sh "$SAMPLE" >"$log" 2>&1
	grep -vE '^(ok|known)[: ]' "$log" | grep -v '^php84: ' | head -150
	grep -E '^ok: ' "$log"
	p84=$(sed -n 's/^php84: \([0-9]*\) passed, \([0-9]*\) failed$/\1/p' "$log")
	f84=$(sed -n 's/^php84: \([0-9]*\) passed, \([0-9]*\) failed$/\2/p' "$log")
	passed=$((passed + ${p84:-0}))
	if [ -z "$p84" ]; then
		fail "PHP 8.4 suite did not run to its end"
	elif [ "$f84" != 0 ]; then
		failed=$((failed + f84))
		failures+=("PHP 8.4: $f84 failed")
	fi
	rm -f "$log"
else
	fail "the Debian 13 environment with PHP 8.4 (scripts/trixie.sh setup)"
fi

step "the scanner at every lexer level, 7.4 to 8.5, against each version's own token_get_all() (WebAssembly under Node)"
check "scanner differential at 7 lexer levels (sample of ${ATTRSYNTAX_WASM_SAMPLE:-1500} files per tree, and core-tests/snippets)" \
	bash core-tests/wasm_differential.sh --sample "${ATTRSYNTAX_WASM_SAMPLE:-1500}"

step "composer.json (PIE): composer validate --strict, with Debian 13's Composer (it knows php-ext)"
check "composer validate --strict (scripts/check-composer.sh)" bash scripts/check-composer.sh

step "package.xml, pecl package, pecl install from the tarball without re2c"
check "pecl package and install" bash scripts/pecl-package.sh

if [ -x core-tests/run.sh ]; then
	step "C unit tests of the scanner, the parser and the index file loader (gcc; clang with ASan/UBSan), their libFuzzer harnesses"
	check "core unit tests and 60 s of each libFuzzer harness" bash core-tests/run.sh --fuzz 60
fi

if [ "${ATTRSYNTAX_CORPUS:-0}" = 1 ]; then
	step "corpus check (ATTRSYNTAX_CORPUS=1): Debian 13's PHP libraries on PHP 7.4 + attrsyntax, per attrsyntax.downgrade mode"
	log=$(mktemp)
	if bash scripts/corpus-lowering.sh >"$log" 2>&1; then
		grep -vE '^\[(corpus|trixie|build)' "$log"
		grep -E '^\[corpus\] details' "$log"
		ok "corpus check ran (scripts/corpus-lowering.sh; the figures above)"
	else
		tail -40 "$log"
		fail "corpus check (scripts/corpus-lowering.sh)"
	fi
	rm -f "$log"
fi

# compare_times TOTAL: where the budget slips: a step whose share of this run is more than
# twice its share of the recorded run (scripts/test-times.tsv, "SECONDS<TAB>STEP"), a ratio
# that does not depend on the machine's speed. Time alone never fails the run: the same
# suite runs two to three times slower on some machines of this kind. This run's table goes
# to $CACHE/test-times-last.tsv, to record it.
compare_times() {
	local total=$1 recorded=scripts/test-times.tsv i slipped
	: >"$CACHE/test-times-last.tsv"
	for i in "${!step_names[@]}"; do
		printf '%d\t%s\n' "${step_seconds[$i]}" "${step_names[$i]}" >>"$CACHE/test-times-last.tsv"
	done
	if [ -s "$recorded" ] && [ "$total" -gt 0 ]; then
		slipped=$(awk -F'\t' -v total="$total" '
			FNR == NR { rec[$2] = $1; rec_total += $1; next }
			($2 in rec) && rec_total > 0 && $1 / total > 2 * rec[$2] / rec_total && $1 >= 30 {
				printf "  %s: %d s, %.1f%% of this run against %.1f%% recorded\n", $2, $1, 100 * $1 / total, 100 * rec[$2] / rec_total }
		' "$recorded" "$CACHE/test-times-last.tsv")
		if [ -n "$slipped" ]; then
			echo "steps over twice their share of the recorded run ($recorded):"
			echo "$slipped"
		else
			echo "no step over twice its share of the recorded run ($recorded)"
		fi
	fi
}

finish
