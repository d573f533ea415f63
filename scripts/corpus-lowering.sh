#!/usr/bin/env bash
# The corpus check of lowering over the corpus of scripts/corpus-debian13.sh (fetched first
# if it is not there): how much of Debian 13's real attributed code PHP 7.4 + attrsyntax
# compiles and reads the same as native PHP 8.2.
#
#   scripts/corpus-lowering.sh [--php74 PHP] [--so SO] [--modes "off exact all"] [--sample N] [--jobs N]
#
# 1. Each file of declaring.txt and using.txt is compiled as php -l does, through the compile
#    hook, in a process of its own (a crash or a 30 s timeout counts as a failure), once per
#    attrsyntax.downgrade mode (an INI a build does not know is ignored). The first error of
#    each file that does not compile is grouped by the PHP 8 construct it points at
#    (scripts/corpus/report.php); every construct those files hold is counted by PHP 8.2's
#    tokenizer, with the share of each set that lowering each would let compile
#    (scripts/corpus/constructs.php, constructs.txt).
# 2. A deterministic sample of the declarations with attributes (every Nth of all those native
#    PHP 8.2 lists, for about N = --sample, default 200) is read on native PHP 8.2
#    (php82-debug without the extension) and on PHP 7.4 + attrsyntax with the last mode:
#    getName(), getArguments(), getTarget(), isRepeated() and newInstance() of each
#    attribute, objects compared by class and properties (scripts/corpus/attributes.php,
#    scripts/corpus/compare.php). Classes load through an autoloader over the corpus.
#
# PHP defaults to the php74-release runtime, the extension to a build of the working tree
# for it (in $ATTRSYNTAX_BUILD_DIR, default $ATTRSYNTAX_CACHE/ext-build-corpus). Results go to
# $ATTRSYNTAX_CACHE/corpus-debian13/lowering/REV/ (REV: the commit, "-dirty" with local changes):
# (lowering/latest points to the last run) MODE.tsv per mode, breakdown.txt (the figures, then every failing file by kind),
# declarations.txt, native.tsv, attrsyntax.tsv, compare.txt. Prints the figures.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
CACHE=${ATTRSYNTAX_CACHE:-/var/cache/attrsyntax}
php74=$CACHE/php/php74-release/bin/php
php82=$CACHE/php/php82-debug/bin/php
so=
modes="off exact all"
sample=200
jobs=2
while [ $# -gt 0 ]; do
	case $1 in
		--php74) php74=$2; shift 2 ;;
		--so) so=$2; shift 2 ;;
		--modes) modes=$2; shift 2 ;;
		--sample) sample=$2; shift 2 ;;
		--jobs) jobs=$2; shift 2 ;;
		*) echo "usage: $0 [--php74 PHP] [--so SO] [--modes \"off exact all\"] [--sample N] [--jobs N]" >&2; exit 2 ;;
	esac
done
log() { echo "[corpus] $*" >&2; }

bash "$here/scripts/build-php.sh" php74-release php82-debug >&2
corpus=$(bash "$here/scripts/corpus-debian13.sh")
if [ -z "$so" ]; then
	so=$(ATTRSYNTAX_BUILD_DIR=${ATTRSYNTAX_BUILD_DIR:-$CACHE/ext-build-corpus} bash "$here/scripts/build-ext.sh" php74-release)
fi
rev=$(cd "$here" && git rev-parse --short HEAD 2>/dev/null || echo unknown)
[ -z "$(cd "$here" && git status --porcelain 2>/dev/null)" ] || rev=$rev-dirty
results=$corpus/lowering/$rev
rm -rf "$results" && mkdir -p "$results"
ln -sfn "$rev" "$corpus/lowering/latest"
worker=$here/scripts/corpus
# (a command of xargs that exits with 255, as PHP does on a fatal error, would stop xargs:
# hence the bash -c '"$@" || :' around them)

# the union of both sets (using.txt holds declaring.txt)
files=$corpus/using.txt
for mode in $modes; do
	log "compiling $(wc -l <"$files") files with attrsyntax.downgrade=$mode"
	xargs -P "$jobs" -n 1 -a "$files" bash "$worker/compile_one.sh" "$php74" "$so" "$mode" "$corpus/root" \
		| LC_ALL=C sort >"$results/$mode.tsv"
done
# shellcheck disable=SC2086
"$php82" -n "$worker/report.php" "$corpus" "$results" $modes >"$results/breakdown.txt"
for mode in $modes; do
	"$php82" -n "$worker/constructs.php" "$corpus" "$results" "$mode" >>"$results/constructs.txt"
	echo >>"$results/constructs.txt"
done

log "listing the declarations with attributes on native PHP 8.2"
listed=$results/listed.txt
: >"$listed"
xargs -P "$jobs" -I{} -a "$files" bash -c '"$@" || :' - "$php82" -n -d memory_limit=512M "$worker/attributes.php" list "$corpus/root" {} "$listed" \
	>/dev/null 2>&1 || true
LC_ALL=C sort -u "$listed" >"$results/declarations.txt"
total=$(wc -l <"$results/declarations.txt")
every=$(( (total + sample - 1) / sample ))
[ "$every" -ge 1 ] || every=1
awk -v n="$every" '(NR - 1) % n == 0' "$results/declarations.txt" >"$results/sample.txt"
last_mode=${modes##* }
log "reading $(wc -l <"$results/sample.txt") of $total declarations (every ${every}th) on native 8.2 and on 7.4 + attrsyntax (downgrade=$last_mode)"
dump() { # OUTPUT PHP ARGS...
	local out=$1; shift
	: >"$out.unsorted"
	tr '\n' '\0' <"$results/sample.txt" | xargs -0 -P "$jobs" -I{} bash -c '"$@" || :' - timeout 30 "$@" -d memory_limit=512M \
		"$worker/attributes.php" dump "$corpus/root" {} "$out.unsorted" >/dev/null 2>&1 || true
	LC_ALL=C sort "$out.unsorted" >"$out" && rm -f "$out.unsorted"
}
dump "$results/native.tsv" "$php82" -n
dump "$results/attrsyntax.tsv" "$php74" -n -d extension="$so" -d attrsyntax.downgrade="$last_mode"
"$php82" -n "$worker/compare.php" "$results/native.tsv" "$results/attrsyntax.tsv" >"$results/compare.txt"

sed '/^== /,$d' "$results/breakdown.txt"
"$php82" -n "$worker/constructs.php" "$corpus" "$results" "$last_mode" | sed '/^failing files where/,$d'
head -1 "$results/compare.txt"
log "details: $results/breakdown.txt, $results/constructs.txt, $results/compare.txt"
