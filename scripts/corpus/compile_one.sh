#!/usr/bin/env bash
# Compiles one corpus file in a process of its own, as php -l does (through the compile
# hook), and prints one line: PATH <tab> STATUS <tab> LINE <tab> MESSAGE, where STATUS is
# ok, error (MESSAGE is the first error's), crash (MESSAGE names the signal) or timeout.
#
#   scripts/corpus/compile_one.sh PHP SO MODE ROOT PATH
#
# ROOT/PATH is the file; MODE is the value of attrsyntax.downgrade (an INI this version may
# not know, which PHP then ignores).
php=$1 so=$2 mode=$3 root=$4 path=$5
out=$(timeout 30 "$php" -n -d extension="$so" -d attrsyntax.downgrade="$mode" -d display_errors=stderr \
	-d html_errors=0 -d log_errors=0 -d error_reporting=-1 -d memory_limit=512M -l "$root$path" 2>&1 >/dev/null)
rc=$?
first=$(printf '%s\n' "$out" | grep -m1 -E '^(PHP )?(Parse|Fatal) error: ')
if [ "$rc" = 0 ] && [ -z "$first" ]; then
	printf '%s\tok\t\t\n' "$path"
elif [ "$rc" = 124 ]; then
	printf '%s\ttimeout\t\t30 s\n' "$path"
elif [ "$rc" -gt 128 ] && [ "$rc" -lt 255 ]; then
	printf '%s\tcrash\t\tsignal %d\n' "$path" $((rc - 128))
elif [ -n "$first" ]; then
	line=$(printf '%s' "$first" | sed -n 's/.* on line \([0-9]*\)$/\1/p')
	message=$(printf '%s' "$first" | sed -e 's/^\(PHP \)\{0,1\}\(Parse\|Fatal\) error: *//' -e 's/ in [^ ]* on line [0-9]*$//')
	printf '%s\terror\t%s\t%s\n' "$path" "$line" "$message"
else
	printf '%s\terror\t\texit status %d: %s\n' "$path" "$rc" "$(printf '%s' "$out" | tr '\n\t' '  ' | cut -c1-200)"
fi
