#!/usr/bin/env bash
# Checks that the tree's text describes the software, not the history of its making:
#
#   scripts/check-docs.sh [DIR]     (DIR: a tree to check; by default this repository)
#
# In every text file of the tree (in a git work tree: the tracked files and the new ones
# git does not ignore; elsewhere: every file under DIR), it reports:
# - "stop" or "stops" followed by a number, "issue" or "issues" followed by a number
#   (or "#" and a number), and the word /[Ss]essions?/;
# - a commit hash (7 to 40 hex digits with at least one letter and one digit) outside a
#   results table: hashes are allowed on Markdown table lines (starting with "|") and
#   inside fenced code blocks of Markdown files (transcripts of a command, which may
#   print or be given a revision), where they say what was measured.
# Left out: NEWS (the project's history), package.xml's <changelog>, the generated
# attrsyntax_arginfo.h (its stub hash) and binary files.
# It also checks that README.md has at most 450 lines and bench/README.md at most 200, and
# that docs/internals.md's table of files lists every file of src/ (by its module: a .c and
# its .h are one row) and names no file that does not exist.
# Prints each finding as FILE:LINE: TEXT; exits 1 on any, 0 otherwise.
set -uo pipefail

root=${1:-$(cd "$(dirname "$0")/.." && pwd)}
[ -d "$root" ] || { echo "usage: $0 [DIR]" >&2; exit 2; }
cd "$root" || exit 2

if git rev-parse --is-inside-work-tree >/dev/null 2>&1 && [ "$(git rev-parse --show-toplevel)" = "$(pwd -P)" ]; then
	list() { git ls-files -z --cached --others --exclude-standard; }
else
	list() { find . -path ./.git -prune -o -type f -print0 | sed -z 's|^\./||'; }
fi

status=0
found=$(list | perl -0 -ne '
	chomp;
	my $f = $_;
	next if $f eq "NEWS" || $f eq "attrsyntax_arginfo.h" || $f =~ m{(^|/)\.git/};
	next unless -f $f && -T $f;
	open(my $fh, "<", $f) or next;
	local $/ = "\n";
	my ($md, $fence, $changelog) = ($f =~ /\.md$/i, 0, 0);
	while (my $line = <$fh>) {
		chomp $line;
		if ($f eq "package.xml") {
			$changelog = 1 if $line =~ /<changelog>/;
			if ($changelog) { $changelog = 0 if $line =~ m{</changelog>}; next; }
		}
		if ($md && $line =~ /^\s*(```|~~~)/) { $fence = !$fence; next; }
		my @why;
		push @why, "stop and a number"  if $line =~ /\b[Ss]tops? [0-9]+/;
		push @why, "issue and a number" if $line =~ /\b[Ii]ssues? #?[0-9]+/;
		push @why, "the word [Ss]ession" if $line =~ /\b[Ss]essions?\b/;
		if ($line =~ /\b(?=[0-9a-f]*[a-f])(?=[0-9a-f]*[0-9])[0-9a-f]{7,40}\b/
			&& !($md && ($fence || $line =~ /^\s*\|/))) {
			push @why, "commit hash outside a results table";
		}
		if (@why) {
			my $text = length($line) > 160 ? substr($line, 0, 157) . "..." : $line;
			print "$f:$.: ", join(", ", @why), ": $text\n";
		}
	}
	close $fh;
')
if [ -n "$found" ]; then
	echo "$found"
	status=1
fi

limit() { # FILE MAX
	[ -f "$1" ] || return 0
	local n; n=$(wc -l <"$1")
	if [ "$n" -gt "$2" ]; then
		echo "$1:$n: $n lines, at most $2"
		status=1
	fi
}
limit README.md 450
limit bench/README.md 200

# docs/internals.md's table of files: a row per module, its first cell the path of the
# module's .c (or .re) file in backticks; a module is its .c, .re and .h files, and any
# other file (a parser's .inc.c part, a private header) has a row of its own
if [ -f docs/internals.md ]; then
	module() { sed -E 's/\.(c|h|re)$//' <<<"$1"; }
	listed=$(sed -n 's/^| `\(src\/[^` ]*[^/` ]\)`.*/\1/p' docs/internals.md | sort -u)
	for f in $listed; do
		[ -f "$f" ] || { echo "docs/internals.md lists $f, which does not exist"; status=1; }
	done
	listed_modules=$(for f in $listed; do module "$f"; done)
	while IFS= read -r -d '' f; do
		case $f in src/*) ;; *) continue ;; esac
		grep -qxF "$(module "$f")" <<<"$listed_modules" \
			|| { echo "$f is not in docs/internals.md's table of files"; status=1; }
	done < <(list)
fi

[ $status -eq 0 ] && echo "check-docs: no narrative found; README.md $(wc -l <README.md) lines, bench/README.md $(wc -l <bench/README.md) lines; docs/internals.md's table lists every file of src/"
exit $status
