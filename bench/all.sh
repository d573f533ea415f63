#!/usr/bin/env bash
# Every benchmark of this directory at one revision, and bench/README.md's tables
# rewritten from that run:
#
#   bench/all.sh [--only NAME...]     (NAME: run, compile, hook_instructions, gates,
#                                      hook_misses, ab, lower, reflection, named)
#
# The tree must be clean (the tables name a revision); the scripts run one after the
# other, each as its section of bench/README.md says, bench/compile.sh first (the callgrind
# scripts read its files). In each section of bench/README.md the first fenced block or
# table after its heading is replaced by the script's output (the lines that make its
# table, for the long ones), headed by its command and "# at REV". The whole outputs go to
# $ATTRSYNTAX_BENCH_OUT (default: a new directory under /tmp), printed at the end. A script
# that fails leaves its section as it was and makes the run exit 1. With the runtimes
# cached, the whole run takes about an hour on 2 cores (bench/reflection.sh and the
# callgrind scripts most of it); the real-file cases need scripts/corpus-debian13.sh's
# corpus.
set -uo pipefail
cd "$(dirname "$0")/.."

if [ -n "$(git status --porcelain --untracked-files=no)" ]; then
	echo "bench/all.sh: the tree has uncommitted changes; the tables must name a revision" >&2
	exit 2
fi
rev=$(git rev-parse --short HEAD)
out=${ATTRSYNTAX_BENCH_OUT:-$(mktemp -d "${TMPDIR:-/tmp}/attrsyntax-bench.XXXXXX")}
mkdir -p "$out"
export ATTRSYNTAX_BENCH_DIR=${ATTRSYNTAX_BENCH_DIR:-$out/compile-files}

# NAME, the command's arguments, and the lines of its output that make the table (a Perl
# regular expression; empty: all of them)
benches=(
	"run|7|"
	"compile|51 301|(:\$|overhead|fixed cost|MB/s)"
	"hook_instructions||"
	"gates||"
	"hook_misses|'' 2|"
	"ab|HEAD 21|"
	"lower|21|"
	"reflection|15|"
	"named||"
)
only=()
if [ "${1:-}" = --only ]; then
	shift
	only=("$@")
fi

status=0
for entry in "${benches[@]}"; do
	IFS='|' read -r name args keep <<<"$entry"
	if [ ${#only[@]} -gt 0 ] && ! printf '%s\n' "${only[@]}" | grep -qxF "$name"; then
		continue
	fi
	echo "=== bench/$name.sh $args ($(date -u +%H:%M:%S))"
	started=$(date +%s)
	if ! eval "bash bench/$name.sh $args" >"$out/$name.txt" 2>"$out/$name.err"; then
		echo "bench/$name.sh failed: $out/$name.err" >&2
		tail -5 "$out/$name.err" >&2
		status=1
		continue
	fi
	echo "--- $(($(date +%s) - started)) s"
	# the section's first fenced block or table, replaced
	NAME=$name ARGS=$args KEEP=$keep REV=$rev OUTPUT="$out/$name.txt" perl -0 -i -pe '
		my $cmd = "bench/$ENV{NAME}.sh" . ($ENV{ARGS} ne "" ? " $ENV{ARGS}" : "");
		open(my $fh, "<", $ENV{OUTPUT}) or die;
		my @lines = grep { $ENV{KEEP} eq "" || /$ENV{KEEP}/ } <$fh>;
		s/\s+$// for @lines;
		my $block = "```\n" . sprintf("%-39s # at %s", "\$ $cmd", $ENV{REV}) . "\n" . join("\n", @lines) . "\n```\n";
		s{(^\#\# `bench/\Q$ENV{NAME}\E\.sh`\n(?:(?!\#\# |```|\|).*\n)*)(?:```.*\n(?:(?!\s*```).*\n)*\s*```\n|(?:\|.*\n)+)}{$1$block}m
			or die "bench/README.md: no table under bench/$ENV{NAME}.sh\n";
	' bench/README.md || status=1
done

echo
echo "whole outputs: $out"
echo "bench/README.md rewritten at $rev; check that its prose still matches the numbers (git diff bench/README.md)"
exit $status
