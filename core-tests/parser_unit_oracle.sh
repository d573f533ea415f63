#!/usr/bin/env bash
# Checks parser/unit.c's error_cases[] expectations against native PHP 8.2 again:
#
#   core-tests/parser_unit_oracle.sh [PHP]      (default /usr/bin/php)
#
# Builds parser_unit with cc, writes the cases out (parser_unit --emit DIR) and
# compares each NAME.expect ("TYPE LINE MESSAGE" or "OK") with what
# PHP -n -d display_errors=stderr -l NAME.php reports (E_ERROR is told from
# E_COMPILE_ERROR by running again with error_reporting=1). Prints every
# difference and "N cases, N differ"; exit status 1 when one differs.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(dirname "$here")
php=${1:-/usr/bin/php}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"${CC:-cc}" -std=c99 -O1 -I"$root" -I"$root/src/scanner/core" -I"$root/src/parser/core" "$here/parser/unit.c" "$root/src/parser/core/attrsyntax_parser.c" "$root/src/scanner/core/attrsyntax_scanner.c" -o "$work/parser_unit"
mkdir "$work/cases"
"$work/parser_unit" --emit "$work/cases"
n=0 bad=0
for f in "$work/cases"/*.php; do
	n=$((n + 1))
	err=$("$php" -n -d display_errors=stderr -d log_errors=0 -l "$f" 2>&1 >/dev/null || true)
	line=$(printf '%s\n' "$err" | grep -m1 -E '^(PHP )?(Parse error|Fatal error): ' || true)
	if [ -z "$line" ]; then
		got=OK
	else
		case $line in
			*"Parse error: "*) type=PARSE ;;
			*)
				fatal=$("$php" -n -d display_errors=stderr -d log_errors=0 -d error_reporting=1 -l "$f" 2>&1 >/dev/null || true)
				if printf '%s\n' "$fatal" | grep -q -E '^(PHP )?Fatal error: '; then type=FATAL; else type=COMPILE; fi
				;;
		esac
		msg=${line#*error: }
		num=${msg##*" in $f on line "}
		msg=${msg%" in $f on line "*}
		got="$type $num $msg"
	fi
	want=$(cat "${f%.php}.expect")
	if [ "$got" != "$want" ]; then
		bad=$((bad + 1))
		printf '%s\n    expected: %s\n    PHP:      %s\n' "$(basename "$f" .php)" "$want" "$got"
	fi
done
echo "$n cases, $bad differ ($("$php" -n -r 'echo PHP_VERSION;'))"
[ "$bad" = 0 ]
