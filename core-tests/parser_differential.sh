#!/usr/bin/env bash
# The attribute parser against native PHP 8.2, over the PHP source tree's files
# that contain "#[":
#
#   core-tests/parser_differential.sh [--php PHP] [--src DIR] [--keep DIR] [--quiet]
#
#   --php PHP   the PHP 8.2 binary, the oracle (default /usr/bin/php)
#   --src DIR   the tree to read (default /var/cache/attrsyntax/src/php8.2-8.2.32)
#   --keep DIR  keep the work files (extracted --FILE-- sections, outputs) in DIR
#   --quiet     only the summary and the lists of (a), (b) and level differences
#
# For every .php, .phpt and .inc file under DIR holding "#[" (for a .phpt file,
# its --FILE-- or --FILEEOF-- section, written to a temporary .php file), it runs
#
#   ours:  parse_dump --level 80100 --hash FILE     (ATTRSYNTAX_CHECK_COMPILE)
#   8.2:   PHP -n -d display_errors=stderr -l FILE  (compiles, reports the first error)
#
# and, when 8.2 says "Fatal error", PHP -n -d error_reporting=1 ... -l again to
# tell E_ERROR (still shown: our FATAL) from E_COMPILE_ERROR (hidden: COMPILE).
# Each file falls in one class:
#
#   ok        both report nothing
#   (a)       we report an error, 8.2 none: FALSE POSITIVE (must be 0; all listed)
#   match     both report the same error (type, line, message)
#   (b)       8.2 reports an attribute-related error (a compile message of
#             src/parser/core/attrsyntax_parser.c's checks, or a "syntax error"/"Unclosed"/
#             "Unterminated comment" on or just after a line with "#[") and we report
#             nothing or something else (all listed, with both outputs)
#   (c)       8.2 reports another error and we report none (expected; counted)
#   (d)       8.2 reports another error and we report a different one (listed:
#             usually our compile error in a file 8.2 rejects earlier)
#
# Then the same files at lexer level 70400 with ATTRSYNTAX_SCAN_HASH (what the
# PHP 7.4 compile hook uses); every file whose result differs from level 80100's
# is listed.
#
# Builds parse_dump itself with cc (core-tests/parser/parse_dump.c, src/parser/core/attrsyntax_parser.c,
# src/scanner/core/attrsyntax_scanner.c). Exit status 1 when there is a false positive or a (b) mismatch.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(dirname "$here")
php=/usr/bin/php
src=/var/cache/attrsyntax/src/php8.2-8.2.32
keep=
quiet=

while [ $# -gt 0 ]; do
	case $1 in
		--php) php=$2; shift ;;
		--src) src=$2; shift ;;
		--keep) keep=$2; shift ;;
		--quiet) quiet=1 ;;
		*) echo "usage: $0 [--php PHP] [--src DIR] [--keep DIR] [--quiet]" >&2; exit 2 ;;
	esac
	shift
done

[ -x "$php" ] || { echo "parser_differential: no PHP at $php" >&2; exit 2; }
[ -d "$src" ] || { echo "parser_differential: no directory $src" >&2; exit 2; }
"$php" -n -r 'exit(PHP_MAJOR_VERSION == 8 && PHP_MINOR_VERSION == 2 ? 0 : 1);' \
	|| echo "parser_differential: warning: $php is not PHP 8.2 ($("$php" -n -r 'echo PHP_VERSION;'))" >&2

if [ -n "$keep" ]; then
	work=$keep
	rm -rf "$work"
	mkdir -p "$work"
else
	work=$(mktemp -d)
	trap 'rm -rf "$work"' EXIT
fi

cc=${CC:-cc}
dump="$work/parse_dump"
"$cc" -std=c99 -O2 -I"$root" -I"$root/src/scanner/core" -I"$root/src/parser/core" "$here/parser/parse_dump.c" "$root/src/parser/core/attrsyntax_parser.c" "$root/src/scanner/core/attrsyntax_scanner.c" -o "$dump"

# ---- the inputs
list="$work/files.txt"
: >"$list"
mkdir -p "$work/phpt"
n=0
while IFS= read -r -d '' f; do
	case $f in
		*.phpt)
			n=$((n + 1))
			out="$work/phpt/$n.php"
			# the --FILE-- (or --FILEEOF--) section, up to the next section header
			awk '
				/^--(FILE|FILEEOF)--[ \t\r]*$/ { on = 1; next }
				on && /^--[A-Z_]+--[ \t\r]*$/ { exit }
				on { print }
			' "$f" >"$out"
			# --FILEEOF-- drops the last newline; -l does not care
			printf '%s\t%s\n' "$out" "${f#"$src"/}" >>"$list"
			;;
		*)
			printf '%s\t%s\n' "$f" "${f#"$src"/}" >>"$list"
			;;
	esac
done < <(grep -rlZF --include='*.php' --include='*.phpt' --include='*.inc' '#[' "$src" | sort -z)
total=$(wc -l <"$list")

# ---- PHP 8.2's verdict: "PARSE|COMPILE|FATAL LINE MESSAGE" or "OK"
php82() {
	local file=$1 err line msg type
	err=$("$php" -n -d display_errors=stderr -d log_errors=0 -d short_open_tag=0 -l "$file" 2>&1 >/dev/null || true)
	line=$(printf '%s\n' "$err" | grep -m1 -E '^(PHP )?(Parse error|Fatal error): ' || true)
	if [ -z "$line" ]; then
		echo OK
		return
	fi
	case $line in
		*"Parse error: "*) type=PARSE ;;
		*)
			# (not a pipe: php -l exits 255 and pipefail is on)
			local fatal
			fatal=$("$php" -n -d display_errors=stderr -d log_errors=0 -d error_reporting=1 -d short_open_tag=0 -l "$file" 2>&1 >/dev/null || true)
			if printf '%s\n' "$fatal" | grep -q -E '^(PHP )?Fatal error: '; then
				type=FATAL
			else
				type=COMPILE
			fi
			;;
	esac
	msg=${line#*error: }
	local suffix=" in $file on line "
	local num=${msg##*"$suffix"}
	msg=${msg%"$suffix"*}
	echo "$type $num $msg"
}

# Whether 8.2's error is one the attribute parser is meant to find.
attribute_related() {
	local file=$1 verdict=$2 type line msg
	type=${verdict%% *}
	line=${verdict#* }
	msg=${line#* }
	line=${line%% *}
	case $msg in
		"Constant expression contains invalid operations" | "Cannot use unpacking in attribute argument list" \
		| "Cannot use positional argument after named argument" | "Duplicate named parameter "* \
		| "Cannot create Closure as attribute argument" | "Cannot use \""*"\" when no class scope is active" \
		| "Cannot use \"parent\" when current class scope has no parent" | *" is an invalid class name" \
		| "Dynamic class names are not allowed in compile-time class constant references" \
		| '"static::" is not allowed in compile-time constants' | "(expression)::class cannot be used in constant expressions" \
		| "static::class cannot be used for compile-time class name resolution" \
		| "Cannot use anonymous class in constant expression" | "Cannot use dynamic class name in constant expression" \
		| "Argument unpacking in constant expressions is not supported" | '"static" is not allowed in compile-time constants' \
		| "Attribute \""*"\" cannot target "* | "Attribute \""*"\" must not be repeated" | "Cannot apply #[AllowDynamicProperties] to "*)
			return 0 ;;
		"syntax error"* | "Unclosed "* | "Unterminated comment"*)
			# on or just after a line with "#["
			local from=$((line > 1 ? line - 1 : 1))
			sed -n "${from},${line}p" "$file" | grep -qF '#[' && return 0
			return 1 ;;
	esac
	return 1
}

# ---- run
: >"$work/a.txt"; : >"$work/b.txt"; : >"$work/d.txt"; : >"$work/levels.txt"
ok=0 match=0 a=0 b=0 c=0 d=0 levels=0 i=0
while IFS=$'\t' read -r file name; do
	i=$((i + 1))
	ours=$("$dump" --level 80100 --hash "$file" 2>&1 | head -1)
	ours74=$("$dump" --level 70400 --hash "$file" 2>&1 | head -1)
	theirs=$(php82 "$file")
	if [ "$ours" != "$ours74" ]; then
		levels=$((levels + 1))
		printf '%s\n    80100: %s\n    70400: %s\n' "$name" "$ours" "$ours74" >>"$work/levels.txt"
	fi
	if [ "$theirs" = OK ]; then
		if [ "$ours" = OK ]; then
			ok=$((ok + 1))
		else
			a=$((a + 1))
			printf '%s\n    8.2:  OK\n    ours: %s\n' "$name" "$ours" >>"$work/a.txt"
		fi
	elif [ "$ours" = "$theirs" ]; then
		match=$((match + 1))
	elif attribute_related "$file" "$theirs"; then
		b=$((b + 1))
		printf '%s\n    8.2:  %s\n    ours: %s\n' "$name" "$theirs" "$ours" >>"$work/b.txt"
	elif [ "$ours" = OK ]; then
		c=$((c + 1))
	else
		d=$((d + 1))
		printf '%s\n    8.2:  %s\n    ours: %s\n' "$name" "$theirs" "$ours" >>"$work/d.txt"
	fi
	if [ -z "$quiet" ] && [ $((i % 50)) = 0 ]; then
		echo "... $i/$total" >&2
	fi
done <"$list"

section() {
	if [ -s "$2" ]; then
		echo
		echo "$1"
		cat "$2"
	fi
}
section "=== (a) FALSE POSITIVES: we report an error, PHP 8.2 none" "$work/a.txt"
section "=== (b) attribute errors of PHP 8.2 we miss or report differently" "$work/b.txt"
[ -n "$quiet" ] || section "=== (d) PHP 8.2 reports another error, we report a different one" "$work/d.txt"
section "=== results that differ between lexer levels 80100 and 70400 (HASH)" "$work/levels.txt"
echo
echo "=== summary: $total files with \"#[\" under $src ($("$php" -n -r 'echo PHP_VERSION;'))"
echo "both OK:                                        $ok"
echo "same error:                                     $match"
echo "(a) false positives (we err, 8.2 does not):     $a"
echo "(b) 8.2 attribute error, ours missing/differs:  $b"
echo "(c) 8.2 other error, ours none (expected):      $c"
echo "(d) 8.2 other error, ours a different one:      $d"
echo "level 70400 (HASH) differs from 80100:          $levels"
[ "$a" = 0 ] && [ "$b" = 0 ]
