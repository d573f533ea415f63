#!/usr/bin/env bash
# Unpacks the tools whose results must not change when attrsyntax is loaded
# (nikic/php-parser 4 from Debian 12 and 5 from Debian 13, PHP_CodeSniffer 3 from
# Debian 12; Debian 13 has none) from their packages into $ATTRSYNTAX_CACHE/tools/<suite>/, without installing them:
# apt runs with a private package list, so the machine's sources stay as they are.
# Prints the directory. Their code is run, never committed.
set -euo pipefail
CACHE=${ATTRSYNTAX_CACHE:-/var/cache/attrsyntax}
dest="$CACHE/tools"
if [ -f "$dest/.done" ]; then
	echo "$dest"
	exit 0
fi
uri=$(awk '/^URIs:/ { print $2; exit }' /etc/apt/sources.list.d/debian.sources 2>/dev/null || true)
[ -n "$uri" ] || uri=$(awk '$1 == "deb" && $0 !~ /security/ { print $2; exit }' /etc/apt/sources.list)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
declare -A packages=([bookworm]="php-parser php-codesniffer" [trixie]="php-parser")
for suite in bookworm trixie; do
	mkdir -p "$work/$suite/lists/partial" "$work/$suite/debs" "$dest/$suite"
	echo "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $uri $suite main" >"$work/$suite/sources.list"
	opts=(-o Dir::Etc::SourceList="$work/$suite/sources.list" -o Dir::Etc::SourceParts=/dev/null
		-o Dir::State::Lists="$work/$suite/lists" -o Dir::State::status=/dev/null -o Dir::Cache::archives="$work/$suite/debs" -o APT::Sandbox::User=root)
	apt-get "${opts[@]}" update -q >/dev/null
	for pkg in ${packages[$suite]}; do
		version=$(apt-cache "${opts[@]}" show "$pkg" | awk '/^Version:/ { print $2; exit }')
		(cd "$work/$suite/debs" && apt-get "${opts[@]}" download -q "$pkg=$version" >/dev/null)
	done
	for deb in "$work/$suite/debs"/*.deb; do
		dpkg-deb -x "$deb" "$dest/$suite"
	done
done
touch "$dest/.done"
echo "$dest"
